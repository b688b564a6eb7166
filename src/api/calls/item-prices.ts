import { itemPricesRequest, itemPricesResponse } from '../item-prices.ts';
import { defineCall } from '../define-call.ts';

/**
 * Apart from the product page's calls, so the listing cards' island loads the price record's
 * schema alone, not the product detail's.
 */

/** The account's prices and stock of the cards of a listing, in one call. */
export const GetItemPrices = defineCall({
  name: 'GetItemPrices',
  method: 'POST',
  path: '/api/Category/GetItemPrices',
  auth: 'bearer',
  request: itemPricesRequest,
  response: itemPricesResponse,
});
