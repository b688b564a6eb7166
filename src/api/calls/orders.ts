import {
  approvalRequestedResponse,
  placeOrderRequest,
  placeOrderResponse,
  requestOrderApprovalRequest,
} from '../orders.ts';
import { defineCall } from '../define-call.ts';

/**
 * Placing an order from the cart. A Buyer's order over a spending limit is not placed: it answers
 * 409 naming ApprovalNote, with the limit in words.
 */

export const PlacingOrder = defineCall({
  name: 'PlacingOrder',
  method: 'POST',
  path: '/api/EmailManagement/PlacingOrder',
  auth: 'bearer',
  request: placeOrderRequest,
  response: placeOrderResponse,
});
/** That order with the buyer's note, kept for the company's admins (with X-Human-Pass). */
export const RequestOrderApproval = defineCall({
  name: 'RequestOrderApproval',
  method: 'POST',
  path: '/api/EmailManagement/RequestOrderApproval',
  auth: 'bearer',
  request: requestOrderApprovalRequest,
  response: approvalRequestedResponse,
});
