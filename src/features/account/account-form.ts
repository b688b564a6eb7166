import type { UserInfo } from '../../api/session.ts';
import { PHONE_PATTERN, URL_PATTERN } from '../../api/patterns.ts';
import type { FieldErrors } from '../forms/validation.ts';

export const FORM_INVALID_MESSAGE = 'Please fill all the required fields correctly!';
export const COMPANY_MESSAGE = 'Company is required';
export const URL_MESSAGE = 'Please enter a valid URL';
export const CONTACT_NUMBER_MESSAGE = 'Contact number must have 10 numbers';
export const PHONE_MESSAGE = 'Phone number must have 10 numbers';
/** Longest text any field of the form keeps; longer text is cut before a pattern runs. */
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

/** Fields that must not be blank, with the name their `{Field} is required` message uses. */
const required: ReadonlyArray<[AccountField, string]> = [
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['postal', 'Postal'],
  ['country', 'Country'],
  ['shipContact', 'Contact'],
  ['shipAddress', 'Address'],
  ['shipCity', 'City'],
  ['shipState', 'State'],
  ['shipPostal', 'Postal'],
  ['shipCountry', 'Country'],
];

const bounded = (value: string) => value.slice(0, ACCOUNT_FIELD_MAX_LENGTH).trim();

/** The account form rules of section 5, with their messages. */
export function validateAccountForm(form: AccountForm): FieldErrors<AccountField> {
  const errors: FieldErrors<AccountField> = {};
  if (bounded(form.company) === '') errors.company = COMPANY_MESSAGE;
  const website = bounded(form.website);
  if (website !== '' && !URL_PATTERN.test(website)) errors.website = URL_MESSAGE;
  if (!PHONE_PATTERN.test(bounded(form.contactNumber))) errors.contactNumber = CONTACT_NUMBER_MESSAGE;
  const phone = bounded(form.phone);
  if (phone !== '' && !PHONE_PATTERN.test(phone)) errors.phone = PHONE_MESSAGE;
  for (const [field, name] of required) if (bounded(form[field]) === '') errors[field] = `${name} is required`;
  return errors;
}
