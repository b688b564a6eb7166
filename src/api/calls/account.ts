import {
  openItemsRequest,
  openItemsResponse,
  ordersRequest,
  ordersResponse,
  productsListRequest,
  productsListResponse,
  shipmentDetailsRequest,
  shipmentDetailsResponse,
  shipmentsRequest,
  shipmentsResponse,
  skuHistoryRequest,
  skuHistoryResponse,
  updateCommentsRequest,
} from '../account.ts';
import { statusAck, submissionAck } from '../ack.ts';
import { accountChangeRequest } from '../account-change.ts';
import { invoicesRequest, invoicesResponse } from '../invoices.ts';
import { defineCall } from '../define-call.ts';

/** Dealer account area calls; the server answers only for the account of the bearer token. */

export const SAP_OpenOrdersPortal = defineCall({
  name: 'SAP_OpenOrdersPortal',
  method: 'POST',
  path: '/api/Account/SAP_OpenOrdersPortal',
  auth: 'bearer',
  request: shipmentsRequest,
  response: shipmentsResponse,
});
export const SAP_OrdersPortal = defineCall({
  name: 'SAP_OrdersPortal',
  method: 'POST',
  path: '/api/Account/SAP_OrdersPortal',
  auth: 'bearer',
  request: ordersRequest,
  response: ordersResponse,
});
export const GetShipmentDetails = defineCall({
  name: 'GetShipmentDetails',
  method: 'POST',
  path: '/api/Account/GetShipmentDetails',
  auth: 'bearer',
  request: shipmentDetailsRequest,
  response: shipmentDetailsResponse,
});
export const SAP_GetOpenItems = defineCall({
  name: 'SAP_GetOpenItems',
  method: 'POST',
  path: '/api/Account/SAP_GetOpenItems',
  auth: 'bearer',
  request: openItemsRequest,
  response: openItemsResponse,
});
export const UpdateComments = defineCall({
  name: 'UpdateComments',
  method: 'POST',
  path: '/api/Account/UpdateComments',
  auth: 'bearer',
  request: updateCommentsRequest,
  response: statusAck,
});
export const GetProductsList = defineCall({
  name: 'GetProductsList',
  method: 'POST',
  path: '/api/Account/GetProductsList',
  auth: 'bearer',
  request: productsListRequest,
  response: productsListResponse,
});
export const GetSkuHistoryList = defineCall({
  name: 'GetSkuHistoryList',
  method: 'POST',
  path: '/api/Account/GetSkuHistoryList',
  auth: 'bearer',
  request: skuHistoryRequest,
  response: skuHistoryResponse,
});
export const GetInvoices = defineCall({
  name: 'GetInvoices',
  method: 'POST',
  path: '/api/Account/GetInvoices',
  auth: 'bearer',
  request: invoicesRequest,
  response: invoicesResponse,
});
/** Account information: the changes the dealer asks for, filed and mailed to the account manager. */
export const RequestAccountChange = defineCall({
  name: 'RequestAccountChange',
  method: 'POST',
  path: '/api/Account/RequestAccountChange',
  auth: 'bearer',
  request: accountChangeRequest,
  response: submissionAck,
});
