import * as z from 'zod/mini';
import { nonEmpty, optionalPhoneRule, optionalUrlRule, phoneRule, text } from './rules.ts';
import type { UserInfo } from './session.ts';

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
  | 'address2'
  | 'city'
  | 'state'
  | 'postal'
  | 'country'
  | 'shipCompany'
  | 'shipContact'
  | 'shipAddress'
  | 'shipAddress2'
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
  address2: text(),
  city: required('City'),
  state: required('State'),
  postal: required('Postal'),
  country: required('Country'),
  shipCompany: text(),
  shipContact: required('Contact'),
  shipAddress: required('Address'),
  shipAddress2: text(),
  shipCity: required('City'),
  shipState: required('State'),
  shipPostal: required('Postal'),
  shipCountry: required('Country'),
} satisfies Record<AccountField, z.ZodMiniType>);

export type AccountChangeRequest = z.input<typeof accountChangeRequest>;

/**
 * The form as the profile fills it (and what a change request is compared with): the contact
 * number is the account's phone, the other its fax; the profile holds no website.
 */
export function accountFormOf(info: UserInfo): AccountForm {
  return {
    company: info.Company,
    contactName: info.Contact,
    website: '',
    contactNumber: info.Phone ?? '',
    phone: info.Fax ?? '',
    address: info.Address,
    address2: info.Address2 ?? '',
    city: info.City,
    state: info.State,
    postal: info.Zip,
    country: info.Country,
    shipCompany: info.ShipCompany,
    shipContact: info.ShipContact,
    shipAddress: info.ShipAddress,
    shipAddress2: info.ShipAddress2 ?? '',
    shipCity: info.ShipCity,
    shipState: info.ShipState,
    shipPostal: info.ShipZip,
    shipCountry: info.ShipCountry,
  };
}
