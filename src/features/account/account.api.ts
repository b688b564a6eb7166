import {
  GetInvoices,
  GetProductsList,
  GetShipmentDetails,
  GetSkuHistoryList,
  SAP_GetOpenItems,
  SAP_OpenOrdersPortal,
  SAP_OrdersPortal,
  UpdateComments,
} from '../../api/calls/account.ts';
import { api } from '../session/api.ts';

/**
 * Every call of the account area, in one place. `bpid` is the signed-in user's Account; the server
 * answers only for the account of the bearer token.
 */

export async function fetchShipments(bpid: string) {
  const { refSapPortal } = await api.call(SAP_OpenOrdersPortal, { src: bpid, cmd: 'delivery' });
  return refSapPortal;
}

export async function fetchOrders(bpid: string, status: 'o' | 'c') {
  const { refSapOrdersPortal } = await api.call(SAP_OrdersPortal, { bpid, status });
  return refSapOrdersPortal;
}

export function fetchOrderDetails(bpid: string, orderId: number) {
  return api.call(GetShipmentDetails, { oid: orderId, bpid });
}

export async function fetchOpenItems(bpid: string) {
  const { refOpenItems } = await api.call(SAP_GetOpenItems, { sap: 2, bpid });
  return refOpenItems;
}

export function saveComment(docEntry: number, lineNum: number, comment: string) {
  return api.call(UpdateComments, { docentry: String(docEntry), linenum: String(lineNum), comment });
}

export async function fetchProductList(bpid: string) {
  const { refOpenOrdersPortal } = await api.call(GetProductsList, { cmd: 'skulist', bpid });
  return refOpenOrdersPortal;
}

export async function fetchSkuHistory(bpid: string) {
  const { refOpenOrdersPortal } = await api.call(GetSkuHistoryList, { cmd: 'skuhistory', bpid });
  return refOpenOrdersPortal;
}

export async function fetchInvoices(bpid: string) {
  const { refInvoices } = await api.call(GetInvoices, { bpid });
  return refInvoices;
}
