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
import { orderStatus } from '../../src/domain/order-status.ts';
import { sql, type Db } from '../db/index.ts';

type Row = Record<string, unknown>;

/** Ordered and still open quantities of order `o`, for its status (read by the lines' key). */
const LINE_SUMS = sql.raw(`(SELECT SUM(qty) FROM order_lines WHERE doc_entry = o.doc_entry) AS ordered,
  (SELECT SUM(open_qty) FROM order_lines WHERE doc_entry = o.doc_entry) AS open`);

const statusOf = (row: Row) =>
  orderStatus(row.flag === 'c' ? 'c' : 'o', Number(row.ordered ?? 0), Number(row.open ?? 0));

/**
 * The order data of the account area, read for one account only. Columns are named as the
 * contract names them (quoted: PostgreSQL folds unquoted names to lower case), and every row is
 * parsed with its contract schema.
 */

/** Shipments of the account, latest first. */
export async function shipmentsOf(db: Db, accountId: number): Promise<ShipmentRow[]> {
  const { rows } = await sql<Row>`
    SELECT o.doc_num AS "SO", o.po AS "PO", s.ship_date AS "ShipDate", s.ship_via AS "ShipVia",
      s.track_no AS "TrackNo"
    FROM shipments s JOIN orders o ON o.doc_entry = s.doc_entry
    WHERE o.account_id = ${accountId} ORDER BY s.ship_date DESC, s.id DESC`.execute(db);
  return rows.map((row) => shipmentRow.parse(row));
}

/** Open (`o`) or closed (`c`) orders of the company, latest first, each with who placed it (orders from
 * before companies: the company's own login). */
export async function ordersOf(db: Db, accountId: number, status: 'o' | 'c'): Promise<OrderSummary[]> {
  const { rows } = await sql<Row>`
    SELECT o.doc_num AS "DocNum", o.po, o.order_date AS "Date", o.total AS "Total", o.status AS flag, ${LINE_SUMS},
      COALESCE(o.placed_by_name, a.user_name) AS "PlacedBy"
    FROM orders o JOIN accounts a ON a.id = o.account_id WHERE o.account_id = ${accountId} AND o.status = ${status}
    ORDER BY o.order_date DESC, o.doc_num DESC`.execute(db);
  return rows.map((row) => orderSummary.parse({ ...row, Status: statusOf(row) }));
}

/** Items, header and shipments of one order of the account; undefined for any other order. */
export async function orderDetailsOf(
  db: Db,
  accountId: number,
  docNum: number,
): Promise<ShipmentDetailsResponse | undefined> {
  const { rows: orders } = await sql<Row>`
    SELECT o.doc_entry, card_name AS "CardName", bill_address AS "Address", ship_address AS "Address2", po,
      comments AS "Comments", total AS "DocTotal", status AS flag, ${LINE_SUMS}
    FROM orders o WHERE doc_num = ${docNum} AND account_id = ${accountId}`.execute(db);
  const order = orders[0];
  if (!order) return undefined;
  const docEntry = Number(order.doc_entry);
  const { rows: lines } = await sql<Row>`
    SELECT item_code AS "ItemCode", description AS "Dscription", qty AS "Qty", open_qty AS "Open", whscode,
      price AS "Price"
    FROM order_lines WHERE doc_entry = ${docEntry} ORDER BY line_num`.execute(db);
  const { rows: shipments } = await sql<Row>`
    SELECT ship_date AS docdate, track_no AS "TrackNo", invoice AS "Invoice", ship_via AS "ShipVia" FROM shipments
    WHERE doc_entry = ${docEntry} ORDER BY ship_date, id`.execute(db);
  return {
    tbl1: lines.map((row) => orderLine.parse({ ...row, Total: roundToCents(Number(row.Price) * Number(row.Qty)) })),
    tbl2: [orderHeader.parse({ ...order, Status: statusOf(order) })],
    tbl3: shipments.map((row) => orderShipment.parse(row)),
  };
}

/** Lines of open orders that still have a quantity to ship, with the stock of their warehouse. */
export async function openItemsOf(db: Db, accountId: number): Promise<OpenItem[]> {
  const { rows } = await sql<Row>`
    SELECT o.po AS "Po", o.doc_num AS "SO", l.item_code AS sku, l.qty AS "Ordered", l.open_qty AS "Open",
      COALESCE(CASE l.whscode WHEN 'EU' THEN w.stock_eu WHEN 'SZ' THEN w.stock_sz ELSE s.stock END, 0) AS "Stock",
      l.whscode, l.notes AS "Notes2", l.comment, o.doc_entry AS "DocEntry", l.line_num AS "LineNum"
    FROM order_lines l JOIN orders o ON o.doc_entry = l.doc_entry
    LEFT JOIN stocks s ON s.sku = l.item_code LEFT JOIN warehouse_stock w ON w.sku = l.item_code
    WHERE o.account_id = ${accountId} AND o.status = 'o' AND l.open_qty > 0
    ORDER BY o.order_date DESC, o.doc_num DESC, l.line_num`.execute(db);
  return rows.map((row) => openItem.parse(row));
}

/** Sets the dealer's comment on a line of one of its orders; false when the line is not its own. */
export async function updateLineComment(
  db: Db,
  accountId: number,
  docEntry: number,
  lineNum: number,
  comment: string,
): Promise<boolean> {
  const { rows } = await sql`
    UPDATE order_lines SET comment = ${comment} WHERE doc_entry = ${docEntry} AND line_num = ${lineNum}
    AND doc_entry IN (SELECT doc_entry FROM orders WHERE account_id = ${accountId}) RETURNING line_num`.execute(db);
  return rows.length > 0;
}
