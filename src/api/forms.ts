import * as z from 'zod/mini';
import { emailRule, int, matching, nonEmpty, optionalUrlRule, phoneRule } from './rules.ts';

/**
 * Enquiry bodies. Every one is answered with `submissionAck`. `mailTo` and `mailFrom` are accepted
 * but not trusted: recipients are fixed per form kind and the sender is the no-reply address.
 */
const mailFields = {
  mailTo: z.optional(z.string()),
  mailFrom: z.optional(z.string()),
};
const text = z.optional(z.string());

/** General query (/contact). Name is first and last name joined; EmailBody carries phone and company. */
export const dealerSignUpRequest = z.object({
  ...mailFields,
  Subject: text,
  UserEmail: z.optional(emailRule()),
  EmailBody: text,
  NewsletterSubscribe: z.boolean(),
  Name: nonEmpty('First name is required'),
  email: emailRule(),
  comments: nonEmpty('Inquiry is required'),
});

/** A blank name is sent as null. */
export const newsletterSignupRequest = z.object({
  Name: z.nullable(z.string()),
  Email: emailRule('Email is required'),
});

export const pressEnquiryRequest = z.object({
  ...mailFields,
  Subject: text,
  UserEmail: emailRule(),
  EmailBody: text,
  NewsletterSubscribe: z.boolean(),
  Company: nonEmpty('Company is required'),
  cid: z.optional(z.union([z.string(), z.number()])),
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
  comments: text,
  referredBy: text,
  clientType: text,
  NewsletterSubscribe: z.boolean(),
});

/** Tech support form; `serial` holds the UPC and `role` the client type. */
export const techSupportRequest = z.object({
  mailTo: mailFields.mailTo,
  name: nonEmpty('Name is required'),
  job: text,
  company: text,
  email: emailRule(),
  phone: phoneRule('Phone number must have 10 digits'),
  extension: text,
  address: text,
  country: text,
  state: text,
  city: text,
  postal: text,
  mpn: nonEmpty('MPN is required'),
  serial: text,
  comment: nonEmpty('Comment is required'),
  role: text,
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
  comments: z.optional(z.string()),
});

/** Everything the TechSupport path accepts. */
export const techSupportOrDemoRequest = z.union([techSupportRequest, demoFormRequest]);

/** Ask-a-question form; `answer` repeats the question, `fkpid` is 0, `kpro` is true, `sku` may be empty. */
export const postFaqRequest = z.object({
  question: nonEmpty('Please enter your question'),
  answer: z.string(),
  fkpid: int(),
  email: emailRule(),
  name: nonEmpty('Please enter your name'),
  sku: z.string(),
  kpro: z.boolean(),
});

/** Body of both ProductEnquiry (stores it) and ProductEnquiryMail (mails it). */
export const productEnquiryRequest = z.object({
  ...mailFields,
  SKU: nonEmpty('SKU is required'),
  URL: text,
  Title: text,
  Name: nonEmpty('First name is required'),
  email: emailRule(),
  EnquiryText: nonEmpty('Please enter your question'),
  NewsletterSubscribe: z.boolean(),
});

export const dealerTypes = ['dealer', 'distributor', 'consultant', 'education', 'av_technician', 'other'] as const;
const registrationMessage = 'Please provide at least name and email.';
/** Dealer registration request; B* is the billing and S* the shipping address. */
export const registerDealerRequest = z.object({
  mailTo: mailFields.mailTo,
  dealerID: z.optional(z.union([z.string(), z.number()])),
  name: nonEmpty(registrationMessage),
  email: emailRule(registrationMessage),
  phone: text,
  company: text,
  usertype: z._default(z.enum(dealerTypes), 'dealer'),
  Bcountry: text,
  Bstate: text,
  Bcity: text,
  Bpostal: text,
  Baddress: text,
  Scountry: text,
  Sstate: text,
  Scity: text,
  Spostal: text,
  Saddress: text,
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
