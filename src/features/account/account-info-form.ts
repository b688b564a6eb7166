import * as z from 'zod/mini';
import { nonEmpty, optionalPhoneRule, optionalUrlRule, phoneRule } from '../../api/rules.ts';
import type { UserInfo } from '../../api/session.ts';

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

/** The form as the profile fills it: the contact number is the account's phone, the other its fax. */
export function accountFormOf(info: UserInfo): AccountForm {
  return {
    company: info.Company,
    contactName: info.Contact,
    website: '',
    contactNumber: info.Phone ?? '',
    phone: info.Fax ?? '',
    address: info.Address,
    city: info.City,
    state: info.State,
    postal: info.Zip,
    country: info.Country,
    shipCompany: info.ShipCompany,
    shipContact: info.ShipContact,
    shipAddress: info.ShipAddress,
    shipCity: info.ShipCity,
    shipState: info.ShipState,
    shipPostal: info.ShipZip,
    shipCountry: info.ShipCountry,
  };
}

const required = (name: string) => nonEmpty(`${name} is required`);

/** The account form rules of section 5, with their messages, from the contract's field rules. */
export const accountInfoForm = z.object({
  company: nonEmpty(COMPANY_MESSAGE),
  contactName: z.string(),
  website: optionalUrlRule(URL_MESSAGE),
  contactNumber: phoneRule(CONTACT_NUMBER_MESSAGE),
  phone: optionalPhoneRule(PHONE_MESSAGE),
  address: required('Address'),
  city: required('City'),
  state: required('State'),
  postal: required('Postal'),
  country: required('Country'),
  shipCompany: z.string(),
  shipContact: required('Contact'),
  shipAddress: required('Address'),
  shipCity: required('City'),
  shipState: required('State'),
  shipPostal: required('Postal'),
  shipCountry: required('Country'),
} satisfies Record<AccountField, z.ZodMiniType>);
