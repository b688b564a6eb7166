import * as z from 'zod/mini';
import { priceFields } from './item-prices.ts';
import { int, intId, isoDate, matching, nonEmpty, onFirstUse, text } from './rules.ts';

/**
 * Dealer account area. `bpid` (and `src` for shipments) is the Account of the signed-in user; the
 * server answers only for the account of the bearer token.
 */
const bpid = nonEmpty('bpid is required');

export const shipmentsRequest = z.object({
  src: nonEmpty('src is required'),
  cmd: z.literal('delivery'),
});
export const shipmentRow = onFirstUse(() =>
  z.object({
    SO: int(),
    PO: z.nullable(text()),
    ShipDate: isoDate,
    ShipVia: z.nullable(text()),
    TrackNo: z.nullable(text()),
  }),
);
export const shipmentsResponse = onFirstUse(() => z.object({ refSapPortal: z.array(shipmentRow) }));

/** status `o` lists open orders, `c` closed ones. */
export const ordersRequest = z.object({ bpid, status: z.enum(['o', 'c']) });
export const orderSummary = onFirstUse(() =>
  z.object({
    DocNum: int(),
    po: z.nullable(text()),
    Date: isoDate,
    Total: z.number(),
    /** What the buyer reads (Open, Partly shipped, Shipped, Closed); hosts before this field leave it out. */
    Status: z.optional(text()),
    /** The user name of the company member who placed the order (optional, as Status). */
    PlacedBy: z.optional(text()),
  }),
);
export const ordersResponse = onFirstUse(() => z.object({ refSapOrdersPortal: z.array(orderSummary) }));

/** `oid` is the order number (DocNum or SO) from /account/order/{orderId}. */
export const shipmentDetailsRequest = z.object({ oid: intId, bpid });
export const orderLine = onFirstUse(() =>
  z.object({
    ItemCode: text(),
    Dscription: text(),
    Qty: z.number(),
    Open: z.number(),
    whscode: z.nullable(text()),
    Price: z.number(),
    Total: z.number(),
  }),
);
export const orderHeader = onFirstUse(() =>
  z.object({
    CardName: z.nullable(text()),
    Address: z.nullable(text()),
    Address2: z.nullable(text()),
    po: z.nullable(text()),
    /** The buyer's comments sent with the order (empty when none; hosts before this field leave it out). */
    Comments: z.optional(z.nullable(text())),
    /** The order's status as in the order history (optional, as Comments). */
    Status: z.optional(text()),
    /** The order's total as the order system holds it (optional, as Comments). */
    DocTotal: z.optional(z.number()),
  }),
);
export const orderShipment = onFirstUse(() =>
  z.object({
    docdate: z.nullable(isoDate),
    TrackNo: z.nullable(text()),
    Invoice: z.nullable(z.union([text(), z.number()])),
    /** The carrier, so the tracking number can link to its page (optional, as Comments). */
    ShipVia: z.optional(z.nullable(text())),
  }),
);
/** tbl1 items, tbl2 header (first entry), tbl3 shipments. An unknown order answers 404. */
export const shipmentDetailsResponse = onFirstUse(() =>
  z.object({
    tbl1: z.array(orderLine),
    tbl2: z.array(orderHeader),
    tbl3: z.array(orderShipment),
  }),
);

export const openItemsRequest = z.object({ sap: z.literal(2), bpid });
export const openItem = onFirstUse(() =>
  z.object({
    Po: z.nullable(text()),
    SO: int(),
    sku: text(),
    Ordered: z.number(),
    Open: z.number(),
    Stock: z.number(),
    whscode: z.nullable(text()),
    Notes2: z.nullable(text()),
    comment: z.nullable(text()),
    DocEntry: int(),
    LineNum: int(),
  }),
);
export const openItemsResponse = onFirstUse(() => z.object({ refOpenItems: z.array(openItem) }));

/** docentry and linenum travel as digit strings (DocEntry and LineNum of the open item). */
export const updateCommentsRequest = z.object({
  docentry: matching(/^\d+$/, 'docentry must be a number'),
  comment: text(1000),
  linenum: matching(/^\d+$/, 'linenum must be a number'),
});

export const productsListRequest = z.object({ cmd: z.literal('skulist'), bpid });
/** Price fields follow the account-type rule: only the list price and the account's own tier appear. */
export const productListRow = z.extend(priceFields, {
  gname: text(),
  Sku: text(),
  title: text(),
  stockUS: z.number(),
  ASNUS: z.number(),
  stockEU: z.number(),
  ASNEU: z.number(),
  stockSZ: z.number(),
  ASNSZ: z.number(),
  ship: z.number(),
  status: text(),
});
export const productsListResponse = onFirstUse(() => z.object({ refOpenOrdersPortal: z.array(productListRow) }));

export const skuHistoryRequest = z.object({ cmd: z.literal('skuhistory'), bpid });
export const skuHistoryRow = onFirstUse(() =>
  z.object({
    gname: text(),
    Sku: text(),
    ship: z.number(),
    Stock: z.number(),
  }),
);
export const skuHistoryResponse = onFirstUse(() => z.object({ refOpenOrdersPortal: z.array(skuHistoryRow) }));

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
