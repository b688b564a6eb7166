import { defineCall } from '../define-call.ts';
import { itemDetailsRequest, itemDetailsResponse } from '../item-details.ts';

// Calls only the site build makes (never an island): the catalogue in bulk.

/** GetItemDetail (as a visitor sees it) and GetFAQ of up to 250 products in one call. */
export const GetItemDetails = defineCall({
  name: 'GetItemDetails',
  method: 'POST',
  path: '/api/Category/GetItemDetails',
  auth: 'none',
  request: itemDetailsRequest,
  response: itemDetailsResponse,
});
