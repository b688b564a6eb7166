import type { DatabaseSync } from 'node:sqlite';
import type { Quote, QuoteLine, QuoteStatus } from '../../src/api/quotes.ts';
import type { Account } from '../accounts/accounts.ts';
import { ApiFailure } from '../http/errors.ts';

/** Today's date in UTC, `YYYY-MM-DD`: a quote holds through its expiry day. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** An answered quote past its last day reads as expired. */
function statusOf(stored: string, expiresOn: string | null, now: Date): QuoteStatus {
  if (stored === 'answered' && expiresOn !== null && expiresOn < today(now)) return 'expired';
  return stored === 'answered' || stored === 'ordered' ? stored : 'requested';
}

function linesOf(db: DatabaseSync, quoteId: number): QuoteLine[] {
  return db
    .prepare('SELECT line_num, sku, title, qty, price FROM quote_lines WHERE quote_id = ? ORDER BY line_num')
    .all(quoteId)
    .map((row) => ({
      lineNum: Number(row.line_num),
      sku: String(row.sku),
      title: String(row.title),
      qty: Number(row.qty),
      price: row.price === null ? null : Number(row.price),
    }));
}

const QUOTE_COLUMNS = `q.*, o.doc_num, a.profile ->> '$.Company' AS company`;
const QUOTE_FROM = `quotes q JOIN accounts a ON a.id = q.account_id LEFT JOIN orders o ON o.doc_entry = q.order_doc_entry`;

function quoteOfRow(db: DatabaseSync, row: Record<string, unknown>, now: Date): Quote {
  const expiresOn = row.expires_on === null ? null : String(row.expires_on);
  return {
    id: Number(row.id),
    status: statusOf(String(row.status), expiresOn, now),
    note: String(row.note),
    targetDate: row.target_date === null ? null : String(row.target_date),
    createdAt: String(row.created_at),
    expiresOn,
    docNum: row.doc_num === null ? null : Number(row.doc_num),
    company: String(row.company ?? ''),
    lines: linesOf(db, Number(row.id)),
  };
}

/** The account's quote requests, newest first. */
export function quotesOf(db: DatabaseSync, accountId: number, now = new Date()): Quote[] {
  return db
    .prepare(`SELECT ${QUOTE_COLUMNS} FROM ${QUOTE_FROM} WHERE q.account_id = ? ORDER BY q.id DESC`)
    .all(accountId)
    .map((row) => quoteOfRow(db, row, now));
}

/** One quote of the account; another account's quote answers 404, like one that does not exist. */
export function quoteOf(db: DatabaseSync, accountId: number | undefined, id: number, now = new Date()): Quote {
  const row =
    accountId === undefined
      ? db.prepare(`SELECT ${QUOTE_COLUMNS} FROM ${QUOTE_FROM} WHERE q.id = ?`).get(id)
      : db.prepare(`SELECT ${QUOTE_COLUMNS} FROM ${QUOTE_FROM} WHERE q.id = ? AND q.account_id = ?`).get(id, accountId);
  if (!row) throw new ApiFailure(404, 'No such quote');
  return quoteOfRow(db, row, now);
}

/** Every account's requests for sales: waiting ones first, then the rest, newest first. */
export function quoteRequests(db: DatabaseSync, now = new Date()): Quote[] {
  return db
    .prepare(`SELECT ${QUOTE_COLUMNS} FROM ${QUOTE_FROM} ORDER BY q.status = 'requested' DESC, q.id DESC LIMIT 200`)
    .all()
    .map((row) => quoteOfRow(db, row, now));
}

/**
 * Staff answers quotes: the account that may sign in as customers, signed in as itself. Anyone
 * else is refused (staff signed in as a dealer acts as that dealer).
 */
export function requireStaff(account: Account, impersonating: boolean): void {
  if (!account.canImpersonate || impersonating)
    throw new ApiFailure(403, 'Only staff may see and answer quote requests');
}
