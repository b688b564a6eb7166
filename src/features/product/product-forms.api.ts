import type { PostFaqRequest, ProductEnquiryRequest } from '../../api/forms.ts';
import { passHeaders } from '../../api/misc.ts';
import { verifyHuman } from '../forms/verify.ts';
import { api } from '../session/api.ts';
import { PostFAQ, ProductEnquiry, ProductEnquiryMail } from '../../api/calls/forms.ts';

/** Every call of the product page's forms, in one place. */

export function postFaq(body: PostFaqRequest, pass: string): Promise<unknown> {
  return api.call(PostFAQ, body, { headers: passHeaders(pass) });
}

/**
 * Stores the enquiry (ProductEnquiry), then has it mailed (ProductEnquiryMail). A pass is good for
 * one post, so the second post is verified again.
 */
export async function sendProductEnquiry(body: ProductEnquiryRequest, pass: string): Promise<void> {
  await api.call(ProductEnquiry, body, { headers: passHeaders(pass) });
  const second = await verifyHuman();
  if (second === null) throw new Error('Human verification rejected the enquiry mail');
  await api.call(ProductEnquiryMail, body, { headers: passHeaders(second) });
}
