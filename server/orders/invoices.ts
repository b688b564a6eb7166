import type { DatabaseSync } from 'node:sqlite';
import { invoiceRow, type InvoiceRow } from '../../src/api/invoices.ts';

/** The invoices of the account's shipments, latest first, with the order each one bills. */
export function invoicesOf(db: DatabaseSync, accountId: number): InvoiceRow[] {
  return db
    .prepare(
      `SELECT s.invoice AS Invoice, s.ship_date AS docdate, o.doc_num AS SO, o.po AS PO, s.track_no AS TrackNo,
       s.ship_via AS ShipVia
       FROM shipments s JOIN orders o ON o.doc_entry = s.doc_entry
       WHERE o.account_id = ? ORDER BY s.ship_date DESC, s.id DESC`,
    )
    .all(accountId)
    .map((row) => invoiceRow.parse(row));
}
