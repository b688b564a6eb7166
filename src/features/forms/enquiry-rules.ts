import { email, freeText, oneLine, optionalPhone, optionalUrl, phone, required, type FormRules } from './validation.ts';

/** The rules and messages of each enquiry form, as forms spec section 5 gives them. */

/** Tech support enforces only these; name, country, address and extension are marked required. */
export const techSupportRules = {
  email: [email()],
  phone: [phone('Phone number must have 10 digits')],
  mpn: [oneLine, required('MPN is required')],
  comment: [freeText, required('Comment is required')],
} as const satisfies FormRules<string>;

export const salesRules = {
  firstName: [oneLine, required('First name is required')],
  lastName: [oneLine, required('Last name is required')],
  email: [email()],
  phone: [phone('Phone number should be of 10 digits')],
  company: [oneLine, required('Company is required')],
  site: [optionalUrl()],
  country: [oneLine, required('Country is required')],
  comments: [freeText],
} as const satisfies FormRules<string>;

export const pressRules = {
  name: [oneLine, required('First name is required')],
  company: [oneLine, required('Company is required')],
  email: [email()],
  phone: [phone('Phone number should be of 10 digits')],
  inquiry: [freeText, required('Inquiry is required')],
} as const satisfies FormRules<string>;

export const generalQueryRules = {
  firstName: [oneLine, required('First name is required')],
  lastName: [oneLine, required('Last name is required')],
  email: [email()],
  phone: [optionalPhone('Phone number should be of 10 digits')],
  company: [oneLine],
  inquiry: [freeText, required('Inquiry is required')],
} as const satisfies FormRules<string>;

export const newsletterRules = {
  name: [oneLine, required('Name is required')],
  email: [email('Email is required')],
} as const satisfies FormRules<string>;

/** Product inquiry page; the question message is spelled as the spec has it. */
export const productInquiryRules = {
  firstName: [oneLine, required('First name is required')],
  lastName: [oneLine, required('Last name is required')],
  company: [oneLine, required('Company is required')],
  email: [email()],
  phone: [phone('Number must have 10 digits')],
  question: [freeText, required('Please enter your quuestion')],
} as const satisfies FormRules<string>;
