import { invoiceRow, type InvoiceRow } from '../../src/api/invoices.ts';
import { sql, type Db } from '../db/index.ts';

/** The invoices of the account's shipments, latest first, with the order each one bills. */
export async function invoicesOf(db: Db, accountId: number): Promise<InvoiceRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT s.invoice AS "Invoice", s.ship_date AS docdate, o.doc_num AS "SO", o.po AS "PO", s.track_no AS "TrackNo",
      s.ship_via AS "ShipVia"
    FROM shipments s JOIN orders o ON o.doc_entry = s.doc_entry
    WHERE o.account_id = ${accountId} ORDER BY s.ship_date DESC, s.id DESC`.execute(db);
  return rows.map((row) => invoiceRow.parse(row));
}
