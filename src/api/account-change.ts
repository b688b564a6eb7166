import * as z from 'zod/mini';
import { nonEmpty, optionalPhoneRule, optionalUrlRule, phoneRule, text } from './rules.ts';

/**
 * Account information (section 5): the form's rules and messages. A valid form is sent to the
 * account manager as a change request (RequestAccountChange); nothing is saved on the account.
 */
export const FORM_INVALID_MESSAGE = 'Please fill all the required fields correctly!';
export const COMPANY_MESSAGE = 'Company is required';
export const URL_MESSAGE = 'Please enter a valid URL';
export const CONTACT_NUMBER_MESSAGE = 'Contact number must have 10 numbers';
export const PHONE_MESSAGE = 'Phone number must have 10 numbers';
/** Longest text any field of the form takes. */
export const ACCOUNT_FIELD_MAX_LENGTH = 200;

export type AccountField =
  | 'company'
  | 'contactName'
  | 'website'
  | 'contactNumber'
  | 'phone'
  | 'address'
  | 'city'
  | 'state'
  | 'postal'
  | 'country'
  | 'shipCompany'
  | 'shipContact'
  | 'shipAddress'
  | 'shipCity'
  | 'shipState'
  | 'shipPostal'
  | 'shipCountry';

export type AccountForm = Record<AccountField, string>;

const required = (name: string) => nonEmpty(`${name} is required`);

/** The account form rules of section 5, with their messages; the body of RequestAccountChange. */
export const accountChangeRequest = z.object({
  company: nonEmpty(COMPANY_MESSAGE),
  contactName: text(),
  website: optionalUrlRule(URL_MESSAGE),
  contactNumber: phoneRule(CONTACT_NUMBER_MESSAGE),
  phone: optionalPhoneRule(PHONE_MESSAGE),
  address: required('Address'),
  city: required('City'),
  state: required('State'),
  postal: required('Postal'),
  country: required('Country'),
  shipCompany: text(),
  shipContact: required('Contact'),
  shipAddress: required('Address'),
  shipCity: required('City'),
  shipState: required('State'),
  shipPostal: required('Postal'),
  shipCountry: required('Country'),
} satisfies Record<AccountField, z.ZodMiniType>);

export type AccountChangeRequest = z.input<typeof accountChangeRequest>;
