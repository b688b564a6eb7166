import type {
  DealerSignUpRequest,
  NewsletterSignupRequest,
  PressEnquiryRequest,
  ProductEnquiryRequest,
  SalesEnquiryRequest,
  TechSupportRequest,
} from '../../api/forms.ts';
import {
  DealerSignUp,
  NewsLetterSignup,
  PressEnquiry,
  ProductEnquiry,
  ProductEnquiryMail,
  SalesEnquiry,
  TechSupport,
} from '../../api/calls/forms.ts';
import { passHeaders } from '../../api/misc.ts';
import { api } from '../session/api.ts';

/**
 * Every enquiry post of the site, each sending the human-verification pass. Pass these as the
 * `send` step of a form status: `status.submit((pass) => sendTechSupport(body, pass))`.
 */

export const sendTechSupport = (body: TechSupportRequest, pass: string) =>
  api.call(TechSupport, body, { headers: passHeaders(pass) });

export const sendSalesEnquiry = (body: SalesEnquiryRequest, pass: string) =>
  api.call(SalesEnquiry, body, { headers: passHeaders(pass) });

export const sendPressEnquiry = (body: PressEnquiryRequest, pass: string) =>
  api.call(PressEnquiry, body, { headers: passHeaders(pass) });

export const sendGeneralQuery = (body: DealerSignUpRequest, pass: string) =>
  api.call(DealerSignUp, body, { headers: passHeaders(pass) });

export const sendNewsletterSignup = (body: NewsletterSignupRequest, pass: string) =>
  api.call(NewsLetterSignup, body, { headers: passHeaders(pass) });

/** The enquiry is stored (ProductEnquiry), then mailed (ProductEnquiryMail), as the spec's two calls. */
export async function sendProductEnquiry(body: ProductEnquiryRequest, pass: string) {
  await api.call(ProductEnquiry, body, { headers: passHeaders(pass) });
  return api.call(ProductEnquiryMail, body, { headers: passHeaders(pass) });
}
