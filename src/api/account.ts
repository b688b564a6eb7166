import { z } from 'zod';
import { priceFields } from './item.ts';
import { intId, isoDate, nonEmpty } from './rules.ts';

/**
 * Dealer account area. `bpid` (and `src` for shipments) is the Account of the signed-in user; the
 * server answers only for the account of the bearer token.
 */
const bpid = nonEmpty('bpid is required');

export const shipmentsRequest = z.object({ src: nonEmpty('src is required'), cmd: z.literal('delivery') });
export const shipmentRow = z.object({
  SO: z.number().int(),
  PO: z.string().nullable(),
  ShipDate: isoDate,
  ShipVia: z.string().nullable(),
  TrackNo: z.string().nullable(),
});
export const shipmentsResponse = z.object({ refSapPortal: z.array(shipmentRow) });

/** status `o` lists open orders, `c` closed ones. */
export const ordersRequest = z.object({ bpid, status: z.enum(['o', 'c']) });
export const orderSummary = z.object({
  DocNum: z.number().int(),
  po: z.string().nullable(),
  Date: isoDate,
  Total: z.number(),
});
export const ordersResponse = z.object({ refSapOrdersPortal: z.array(orderSummary) });

/** `oid` is the order number (DocNum or SO) from /account/order/{orderId}. */
export const shipmentDetailsRequest = z.object({ oid: intId, bpid });
export const orderLine = z.object({
  ItemCode: z.string(),
  Dscription: z.string(),
  Qty: z.number(),
  Open: z.number(),
  whscode: z.string().nullable(),
  Price: z.number(),
  Total: z.number(),
});
export const orderHeader = z.object({
  CardName: z.string().nullable(),
  Address: z.string().nullable(),
  Address2: z.string().nullable(),
  po: z.string().nullable(),
  /** The buyer's comments sent with the order (empty when none; hosts before this field leave it out). */
  Comments: z.string().nullable().optional(),
});
export const orderShipment = z.object({
  docdate: isoDate.nullable(),
  TrackNo: z.string().nullable(),
  Invoice: z.union([z.string(), z.number()]).nullable(),
});
/** tbl1 items, tbl2 header (first entry), tbl3 shipments. An unknown order answers 404. */
export const shipmentDetailsResponse = z.object({
  tbl1: z.array(orderLine),
  tbl2: z.array(orderHeader),
  tbl3: z.array(orderShipment),
});

export const openItemsRequest = z.object({ sap: z.literal(2), bpid });
export const openItem = z.object({
  Po: z.string().nullable(),
  SO: z.number().int(),
  sku: z.string(),
  Ordered: z.number(),
  Open: z.number(),
  Stock: z.number(),
  whscode: z.string().nullable(),
  Notes2: z.string().nullable(),
  comment: z.string().nullable(),
  DocEntry: z.number().int(),
  LineNum: z.number().int(),
});
export const openItemsResponse = z.object({ refOpenItems: z.array(openItem) });

/** docentry and linenum travel as digit strings (DocEntry and LineNum of the open item). */
export const updateCommentsRequest = z.object({
  docentry: z.string().regex(/^\d+$/, { error: 'docentry must be a number' }),
  comment: z.string(),
  linenum: z.string().regex(/^\d+$/, { error: 'linenum must be a number' }),
});

export const productsListRequest = z.object({ cmd: z.literal('skulist'), bpid });
/** Price fields follow the account-type rule: only the list price and the account's own tier appear. */
export const productListRow = priceFields.extend({
  gname: z.string(),
  Sku: z.string(),
  title: z.string(),
  stockUS: z.number(),
  ASNUS: z.number(),
  stockEU: z.number(),
  ASNEU: z.number(),
  stockSZ: z.number(),
  ASNSZ: z.number(),
  ship: z.number(),
  status: z.string(),
});
export const productsListResponse = z.object({ refOpenOrdersPortal: z.array(productListRow) });

export const skuHistoryRequest = z.object({ cmd: z.literal('skuhistory'), bpid });
export const skuHistoryRow = z.object({
  gname: z.string(),
  Sku: z.string(),
  ship: z.number(),
  Stock: z.number(),
});
export const skuHistoryResponse = z.object({ refOpenOrdersPortal: z.array(skuHistoryRow) });

export type ShipmentsRequest = z.input<typeof shipmentsRequest>;
export type ShipmentRow = z.infer<typeof shipmentRow>;
export type ShipmentsResponse = z.infer<typeof shipmentsResponse>;
export type OrdersRequest = z.input<typeof ordersRequest>;
export type OrderSummary = z.infer<typeof orderSummary>;
export type OrdersResponse = z.infer<typeof ordersResponse>;
export type ShipmentDetailsRequest = z.input<typeof shipmentDetailsRequest>;
export type OrderLine = z.infer<typeof orderLine>;
export type OrderHeader = z.infer<typeof orderHeader>;
export type OrderShipment = z.infer<typeof orderShipment>;
export type ShipmentDetailsResponse = z.infer<typeof shipmentDetailsResponse>;
export type OpenItemsRequest = z.input<typeof openItemsRequest>;
export type OpenItem = z.infer<typeof openItem>;
export type OpenItemsResponse = z.infer<typeof openItemsResponse>;
export type UpdateCommentsRequest = z.input<typeof updateCommentsRequest>;
export type ProductsListRequest = z.input<typeof productsListRequest>;
export type ProductListRow = z.infer<typeof productListRow>;
export type ProductsListResponse = z.infer<typeof productsListResponse>;
export type SkuHistoryRequest = z.input<typeof skuHistoryRequest>;
export type SkuHistoryRow = z.infer<typeof skuHistoryRow>;
export type SkuHistoryResponse = z.infer<typeof skuHistoryResponse>;
