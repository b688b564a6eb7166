import type {
  DealerSignUpRequest,
  NewsletterSignupRequest,
  PressEnquiryRequest,
  ProductEnquiryRequest,
  SalesEnquiryRequest,
  TechSupportRequest,
} from '../../api/forms.ts';
import { isChecked, textOf, type FormValues } from './form-values.ts';

/**
 * The payload of each enquiry call (forms spec section 7) from a form's values. Recipients are
 * fixed by the server per form kind, so no mailTo or mailFrom is sent.
 */

/** Name of the newsletter opt-in checkbox of every form. */
export const NEWSLETTER_FIELD = 'newsletter';

const newsletter = (values: FormValues) => isChecked(values, NEWSLETTER_FIELD);
const fullName = (values: FormValues) =>
  [textOf(values, 'firstName'), textOf(values, 'lastName')].filter(Boolean).join(' ');

/** Tech support: `serial` carries the UPC, `role` the client type, `isReseller` the Yes/No answer. */
export function techSupportBody(values: FormValues): TechSupportRequest {
  const pick = (name: string) => textOf(values, name);
  return {
    name: pick('name'),
    job: pick('job'),
    company: pick('company'),
    email: pick('email'),
    phone: pick('phone'),
    extension: pick('extension'),
    address: pick('address'),
    country: pick('country'),
    state: pick('state'),
    city: pick('city'),
    postal: pick('postal'),
    mpn: pick('mpn'),
    serial: pick('serial'),
    comment: pick('comment'),
    role: pick('clientType'),
    isReseller: pick('isReseller') === 'Yes',
    NewsletterSubscribe: newsletter(values),
  };
}

export function salesEnquiryBody(values: FormValues): SalesEnquiryRequest {
  const pick = (name: string) => textOf(values, name);
  return {
    company: pick('company'),
    site: pick('site'),
    phone: pick('phone'),
    firstName: pick('firstName'),
    lastName: pick('lastName'),
    email: pick('email'),
    country: pick('country'),
    comments: pick('comments'),
    referredBy: pick('referredBy'),
    clientType: pick('clientType'),
    NewsletterSubscribe: newsletter(values),
  };
}

/** Plain-text lines of the fields a call has no key for. */
const bodyLines = (lines: Array<[string, string]>) =>
  lines
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');

export function pressEnquiryBody(values: FormValues): PressEnquiryRequest {
  const pick = (name: string) => textOf(values, name);
  return {
    Subject: 'Press inquiry',
    UserEmail: pick('email'),
    EmailBody: pick('inquiry'),
    NewsletterSubscribe: newsletter(values),
    Company: pick('company'),
    Name: pick('name'),
    Phone: pick('phone'),
    Question: pick('inquiry'),
  };
}

/** General query: the name is first and last joined; phone and company travel in EmailBody. */
export function generalQueryBody(values: FormValues): DealerSignUpRequest {
  const pick = (name: string) => textOf(values, name);
  return {
    Subject: 'General query',
    UserEmail: pick('email'),
    EmailBody: bodyLines([
      ['Phone', pick('phone')],
      ['Company', pick('company')],
    ]),
    NewsletterSubscribe: newsletter(values),
    Name: fullName(values),
    email: pick('email'),
    comments: pick('inquiry'),
  };
}

/** A blank name is sent as null. */
export function newsletterBody(values: FormValues): NewsletterSignupRequest {
  return { Name: textOf(values, 'name') || null, Email: textOf(values, 'email') };
}

/** The product a visitor asks about. */
export interface InquiryProduct {
  sku: string;
  title: string;
  /** The page the enquiry is about, when it is not the product's own (a kit the finder put together). */
  url?: string;
}

/** Product inquiry page: the name is first and last joined; URL is the product's page (or the one named). */
export function productInquiryBody(values: FormValues, product: InquiryProduct, origin: string): ProductEnquiryRequest {
  const pick = (name: string) => textOf(values, name);
  return {
    SKU: product.sku,
    URL: new URL(product.url ?? `/item/${encodeURIComponent(product.sku)}`, origin).href,
    Title: product.title,
    Name: fullName(values),
    email: pick('email'),
    Company: pick('company'),
    Phone: pick('phone'),
    EnquiryText: pick('question'),
    NewsletterSubscribe: newsletter(values),
  };
}
