import type { DatabaseSync } from 'node:sqlite';
import {
  openItem,
  orderHeader,
  orderLine,
  orderShipment,
  orderSummary,
  shipmentRow,
  type OpenItem,
  type OrderSummary,
  type ShipmentDetailsResponse,
  type ShipmentRow,
} from '../../src/api/account.ts';
import { roundToCents } from '../../src/config/pricing.ts';
import { orderStatus } from '../../src/features/account/order-status.ts';

/** Ordered and still open quantities of order `o`, for its status (read by the lines' key). */
const LINE_SUMS = `(SELECT SUM(qty) FROM order_lines WHERE doc_entry = o.doc_entry) AS ordered,
  (SELECT SUM(open_qty) FROM order_lines WHERE doc_entry = o.doc_entry) AS open`;

const statusOf = (row: Record<string, unknown>) =>
  orderStatus(row.flag === 'c' ? 'c' : 'o', Number(row.ordered ?? 0), Number(row.open ?? 0));

/**
 * The order data of the account area, read for one account only. Columns are named as the
 * contract names them, and every row is parsed with its contract schema.
 */

/** Shipments of the account, latest first. */
export function shipmentsOf(db: DatabaseSync, accountId: number): ShipmentRow[] {
  return db
    .prepare(
      `SELECT o.doc_num AS SO, o.po AS PO, s.ship_date AS ShipDate, s.ship_via AS ShipVia, s.track_no AS TrackNo
       FROM shipments s JOIN orders o ON o.doc_entry = s.doc_entry
       WHERE o.account_id = ? ORDER BY s.ship_date DESC, s.id DESC`,
    )
    .all(accountId)
    .map((row) => shipmentRow.parse(row));
}

/** Open (`o`) or closed (`c`) orders of the account, latest first. */
export function ordersOf(db: DatabaseSync, accountId: number, status: 'o' | 'c'): OrderSummary[] {
  return db
    .prepare(
      `SELECT o.doc_num AS DocNum, o.po, o.order_date AS Date, o.total AS Total, o.status AS flag, ${LINE_SUMS}
       FROM orders o WHERE o.account_id = ? AND o.status = ? ORDER BY o.order_date DESC, o.doc_num DESC`,
    )
    .all(accountId, status)
    .map((row) => orderSummary.parse({ ...row, Status: statusOf(row) }));
}

/** Items, header and shipments of one order of the account; undefined for any other order. */
export function orderDetailsOf(
  db: DatabaseSync,
  accountId: number,
  docNum: number,
): ShipmentDetailsResponse | undefined {
  const order = db
    .prepare(
      `SELECT o.doc_entry, card_name AS CardName, bill_address AS Address, ship_address AS Address2, po,
       comments AS Comments, total AS DocTotal, status AS flag, ${LINE_SUMS}
       FROM orders o WHERE doc_num = ? AND account_id = ?`,
    )
    .get(docNum, accountId);
  if (!order) return undefined;
  const docEntry = Number(order.doc_entry);
  const tbl1 = db
    .prepare(
      `SELECT item_code AS ItemCode, description AS Dscription, qty AS Qty, open_qty AS Open, whscode, price AS Price
       FROM order_lines WHERE doc_entry = ? ORDER BY line_num`,
    )
    .all(docEntry)
    .map((row) => orderLine.parse({ ...row, Total: roundToCents(Number(row.Price) * Number(row.Qty)) }));
  const tbl3 = db
    .prepare(
      `SELECT ship_date AS docdate, track_no AS TrackNo, invoice AS Invoice, ship_via AS ShipVia FROM shipments
       WHERE doc_entry = ? ORDER BY ship_date, id`,
    )
    .all(docEntry)
    .map((row) => orderShipment.parse(row));
  return { tbl1, tbl2: [orderHeader.parse({ ...order, Status: statusOf(order) })], tbl3 };
}

/** Lines of open orders that still have a quantity to ship, with the stock of their warehouse. */
export function openItemsOf(db: DatabaseSync, accountId: number): OpenItem[] {
  return db
    .prepare(
      `SELECT o.po AS Po, o.doc_num AS SO, l.item_code AS sku, l.qty AS Ordered, l.open_qty AS Open,
         COALESCE(CASE l.whscode WHEN 'EU' THEN w.stock_eu WHEN 'SZ' THEN w.stock_sz ELSE s.stock END, 0) AS Stock,
         l.whscode, l.notes AS Notes2, l.comment, o.doc_entry AS DocEntry, l.line_num AS LineNum
       FROM order_lines l JOIN orders o ON o.doc_entry = l.doc_entry
       LEFT JOIN stocks s ON s.sku = l.item_code LEFT JOIN warehouse_stock w ON w.sku = l.item_code
       WHERE o.account_id = ? AND o.status = 'o' AND l.open_qty > 0
       ORDER BY o.order_date DESC, o.doc_num DESC, l.line_num`,
    )
    .all(accountId)
    .map((row) => openItem.parse(row));
}

/** Sets the dealer's comment on a line of one of its orders; false when the line is not its own. */
export function updateLineComment(
  db: DatabaseSync,
  accountId: number,
  docEntry: number,
  lineNum: number,
  comment: string,
): boolean {
  const result = db
    .prepare(
      `UPDATE order_lines SET comment = ? WHERE doc_entry = ? AND line_num = ?
       AND doc_entry IN (SELECT doc_entry FROM orders WHERE account_id = ?)`,
    )
    .run(comment, docEntry, lineNum, accountId);
  return result.changes > 0;
}
