import { faqRequest, faqResponse, itemDetailRequest, itemDetailResponse } from '../item.ts';
import { defineCall } from '../define-call.ts';

/** Product page calls: the item with its price record when signed in, and its questions. */

export const GetItemDetail = defineCall({
  name: 'GetItemDetail',
  method: 'POST',
  path: '/api/Category/GetItemDetail',
  auth: 'optional',
  request: itemDetailRequest,
  response: itemDetailResponse,
});
export const GetFAQ = defineCall({
  name: 'GetFAQ',
  method: 'GET',
  path: '/api/Home/GetFAQ',
  auth: 'none',
  request: faqRequest,
  response: faqResponse,
});
