import { placeOrderRequest, placeOrderResponse } from '../orders.ts';
import { defineCall } from '../define-call.ts';

/** Placing an order from the cart. */

export const PlacingOrder = defineCall({
  name: 'PlacingOrder',
  method: 'POST',
  path: '/api/EmailManagement/PlacingOrder',
  auth: 'bearer',
  request: placeOrderRequest,
  response: placeOrderResponse,
});
