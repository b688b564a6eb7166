import { approvalIdRequest, approvalsRequest, approvalsResponse, declineOrderRequest } from '../approvals.ts';
import { defineCall } from '../define-call.ts';

/**
 * Orders over a buyer's spending limit: its company's admins approve or decline them, the buyer
 * follows and may withdraw its own. Another company's request id answers 404.
 */

/** The company's requests, for its admins. */
export const GetApprovals = defineCall({
  name: 'GetApprovals',
  method: 'POST',
  path: '/api/Company/GetApprovals',
  auth: 'bearer',
  request: approvalsRequest,
  response: approvalsResponse,
});
/** Places the order at the prices of this moment, its stock checked again (with X-Human-Pass). */
export const ApproveOrder = defineCall({
  name: 'ApproveOrder',
  method: 'POST',
  path: '/api/Company/ApproveOrder',
  auth: 'bearer',
  request: approvalIdRequest,
  response: approvalsResponse,
});
export const DeclineOrder = defineCall({
  name: 'DeclineOrder',
  method: 'POST',
  path: '/api/Company/DeclineOrder',
  auth: 'bearer',
  request: declineOrderRequest,
  response: approvalsResponse,
});
/** The caller's own requests. */
export const GetOrderRequests = defineCall({
  name: 'GetOrderRequests',
  method: 'POST',
  path: '/api/Company/GetOrderRequests',
  auth: 'bearer',
  request: approvalsRequest,
  response: approvalsResponse,
});
/** The buyer takes back a pending request of its own; answers its requests as they now are. */
export const WithdrawOrderRequest = defineCall({
  name: 'WithdrawOrderRequest',
  method: 'POST',
  path: '/api/Company/WithdrawOrderRequest',
  auth: 'bearer',
  request: approvalIdRequest,
  response: approvalsResponse,
});
