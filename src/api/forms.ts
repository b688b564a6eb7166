import * as z from 'zod/mini';
import { emailRule, int, matching, nonEmpty, optionalPhoneRule, optionalUrlRule, phoneRule, text } from './rules.ts';

/**
 * Enquiry bodies. Every one is answered with `submissionAck`. `mailTo` and `mailFrom` are accepted
 * but not trusted: recipients are fixed per form kind and the sender is the no-reply address.
 */
const mailFields = {
  mailTo: z.optional(text()),
  mailFrom: z.optional(text()),
};
const optionalText = z.optional(text());

/** General query (/contact). Name is first and last name joined; EmailBody carries phone and company. */
export const dealerSignUpRequest = z.object({
  ...mailFields,
  Subject: optionalText,
  UserEmail: z.optional(emailRule()),
  EmailBody: optionalText,
  NewsletterSubscribe: z.boolean(),
  Name: nonEmpty('First name is required'),
  email: emailRule(),
  comments: nonEmpty('Inquiry is required'),
});

/** A blank name is sent as null. */
export const newsletterSignupRequest = z.object({
  Name: z.nullable(text()),
  Email: emailRule('Email is required'),
});

export const pressEnquiryRequest = z.object({
  ...mailFields,
  Subject: optionalText,
  UserEmail: emailRule(),
  EmailBody: optionalText,
  NewsletterSubscribe: z.boolean(),
  Company: nonEmpty('Company is required'),
  cid: z.optional(z.union([text(), z.number()])),
  Name: nonEmpty('First name is required'),
  Phone: phoneRule('Phone number should be of 10 digits'),
  Question: nonEmpty('Inquiry is required'),
});

export const salesEnquiryRequest = z.object({
  ...mailFields,
  company: nonEmpty('Company is required'),
  site: optionalUrlRule(),
  phone: phoneRule('Phone number should be of 10 digits'),
  firstName: nonEmpty('First name is required'),
  lastName: nonEmpty('Last name is required'),
  email: emailRule(),
  country: nonEmpty('Country is required'),
  comments: optionalText,
  referredBy: optionalText,
  clientType: optionalText,
  NewsletterSubscribe: z.boolean(),
});

/**
 * Tech support form; `serial` holds the UPC and `role` the client type. The form marks name as
 * required but enforces only email, phone, MPN and comment, so a blank name is accepted.
 */
export const techSupportRequest = z.object({
  mailTo: mailFields.mailTo,
  name: optionalText,
  job: optionalText,
  company: optionalText,
  email: emailRule(),
  phone: phoneRule('Phone number must have 10 digits'),
  extension: optionalText,
  address: optionalText,
  country: optionalText,
  state: optionalText,
  city: optionalText,
  postal: optionalText,
  mpn: nonEmpty('MPN is required'),
  serial: optionalText,
  comment: nonEmpty('Comment is required'),
  role: optionalText,
  /** The form's Yes/No question; filed with the request so the answer is not lost. */
  isReseller: z.optional(z.boolean()),
  NewsletterSubscribe: z.boolean(),
});

/**
 * Custom demo form, posted to the TechSupport path. Strict, so a tech support body never passes as
 * a demo body when the server validates the path with `techSupportOrDemoRequest`.
 */
export const demoFormRequest = z.strictObject({
  name: nonEmpty('Name is required'),
  email: emailRule(),
  phone: matching(/^[\d*#]{0,10}$/, 'Phone keeps only digits, * and #, at most 10'),
  comments: z.optional(text()),
});

/** Everything the TechSupport path accepts. */
export const techSupportOrDemoRequest = z.union([techSupportRequest, demoFormRequest]);

/** Ask-a-question form; `answer` repeats the question, `fkpid` is 0, `kpro` is true, `sku` may be empty. */
export const postFaqRequest = z.object({
  question: nonEmpty('Please enter your question'),
  answer: text(),
  fkpid: int(),
  email: emailRule(),
  name: nonEmpty('Please enter your name'),
  sku: text(),
  kpro: z.boolean(),
});

/**
 * Body of both ProductEnquiry (stores it) and ProductEnquiryMail (mails it). The product inquiry
 * page also asks for company and phone, which travel in `Company` and `Phone`.
 */
export const productEnquiryRequest = z.object({
  ...mailFields,
  SKU: nonEmpty('SKU is required'),
  URL: optionalText,
  Title: optionalText,
  Name: nonEmpty('First name is required'),
  email: emailRule(),
  Company: optionalText,
  Phone: optionalPhoneRule('Number must have 10 digits'),
  EnquiryText: nonEmpty('Please enter your question'),
  NewsletterSubscribe: z.boolean(),
});

export const dealerTypes = ['dealer', 'distributor', 'consultant', 'education', 'av_technician', 'other'] as const;
const registrationMessage = 'Please provide at least name and email.';
/** Dealer registration request; B* is the billing and S* the shipping address. */
export const registerDealerRequest = z.object({
  mailTo: mailFields.mailTo,
  dealerID: z.optional(z.union([text(), z.number()])),
  name: nonEmpty(registrationMessage),
  email: emailRule(registrationMessage),
  phone: optionalText,
  company: optionalText,
  usertype: z._default(z.enum(dealerTypes), 'dealer'),
  Bcountry: optionalText,
  Bstate: optionalText,
  Bcity: optionalText,
  Bpostal: optionalText,
  Baddress: optionalText,
  Scountry: optionalText,
  Sstate: optionalText,
  Scity: optionalText,
  Spostal: optionalText,
  Saddress: optionalText,
});

export type DealerSignUpRequest = z.input<typeof dealerSignUpRequest>;
export type NewsletterSignupRequest = z.input<typeof newsletterSignupRequest>;
export type PressEnquiryRequest = z.input<typeof pressEnquiryRequest>;
export type SalesEnquiryRequest = z.input<typeof salesEnquiryRequest>;
export type TechSupportRequest = z.input<typeof techSupportRequest>;
export type DemoFormRequest = z.input<typeof demoFormRequest>;
export type PostFaqRequest = z.input<typeof postFaqRequest>;
export type ProductEnquiryRequest = z.input<typeof productEnquiryRequest>;
export type DealerType = (typeof dealerTypes)[number];
export type RegisterDealerRequest = z.input<typeof registerDealerRequest>;
