import type { RawBuilder } from 'kysely';
import type { Quote, QuoteLine, QuoteStatus } from '../../src/api/quotes.ts';
import { mayUse } from '../../src/config/company-roles.ts';
import type { Account } from '../accounts/accounts.ts';
import type { Caller } from '../context.ts';
import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import type { QuoteLinesTable } from '../db/schema.ts';

/** Today's date in UTC, `YYYY-MM-DD`: a quote holds through its expiry day. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** An answered quote past its last day reads as expired. */
function statusOf(stored: string, expiresOn: string | null, now: Date): QuoteStatus {
  if (stored === 'answered' && expiresOn !== null && expiresOn < today(now)) return 'expired';
  return stored === 'answered' || stored === 'ordered' ? stored : 'requested';
}

interface QuoteRow {
  id: number;
  status: string;
  note: string;
  target_date: string | null;
  created_at: string;
  expires_on: string | null;
  doc_num: number | null;
  company: string | null;
  requested_by_name: string | null;
}

type QuoteLineRow = QuoteLinesTable;

/** The lines of the quotes, by quote id, in line order. */
async function linesOf(db: Db, quoteIds: readonly number[]): Promise<Map<number, QuoteLine[]>> {
  const byQuote = new Map<number, QuoteLine[]>(quoteIds.map((id) => [id, []]));
  if (quoteIds.length === 0) return byQuote;
  const { rows } = await sql<QuoteLineRow>`
    SELECT quote_id, line_num, sku, title, qty, price FROM quote_lines
    WHERE quote_id = ANY(${[...quoteIds]}) ORDER BY quote_id, line_num`.execute(db);
  for (const row of rows) {
    byQuote.get(row.quote_id)?.push({
      lineNum: row.line_num,
      sku: row.sku,
      title: row.title,
      qty: row.qty,
      price: row.price === null ? null : Number(row.price),
    });
  }
  return byQuote;
}

/** Quotes with the order an accepted one became and the company that asked (`q`, `o`, `a`). */
const quotesWhere = (db: Db, where: RawBuilder<unknown>) =>
  sql<QuoteRow>`
    SELECT q.id, q.status, q.note, q.target_date, q.created_at, q.expires_on, o.doc_num, q.requested_by_name,
      a.profile::jsonb ->> 'Company' AS company
    FROM quotes q JOIN accounts a ON a.id = q.account_id LEFT JOIN orders o ON o.doc_entry = q.order_doc_entry
    ${where}`.execute(db);

async function quotesOfRows(db: Db, rows: readonly QuoteRow[], now: Date): Promise<Quote[]> {
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    status: statusOf(row.status, row.expires_on, now),
    note: row.note,
    targetDate: row.target_date,
    createdAt: row.created_at,
    expiresOn: row.expires_on,
    docNum: row.doc_num,
    company: row.company ?? '',
    requestedBy: row.requested_by_name ?? '',
    lines: lines.get(row.id) ?? [],
  }));
}

/**
 * Whose quote requests a member sees: every one of its company as an admin, else its own. Staff
 * answering quotes sees every request (`undefined`).
 */
export type QuoteScope = { companyId: number; requesterId?: number } | undefined;

export const quoteScopeOf = (caller: Pick<Caller, 'userId' | 'company'>): QuoteScope =>
  mayUse(caller.company.role, 'company-quotes')
    ? { companyId: caller.company.id }
    : { companyId: caller.company.id, requesterId: caller.userId };

const inScope = (scope: QuoteScope) =>
  scope === undefined
    ? sql`true`
    : scope.requesterId === undefined
      ? sql`q.account_id = ${scope.companyId}`
      : sql`q.account_id = ${scope.companyId} AND q.requested_by_account_id = ${scope.requesterId}`;

/** The quote requests a member sees, newest first. */
export async function quotesOf(db: Db, scope: QuoteScope, now = new Date()): Promise<Quote[]> {
  const { rows } = await quotesWhere(db, sql`WHERE ${inScope(scope)} ORDER BY q.id DESC`);
  return quotesOfRows(db, rows, now);
}

/** One quote in the scope; any other answers 404, like one that does not exist. */
export async function quoteOf(db: Db, scope: QuoteScope, id: number, now = new Date()): Promise<Quote> {
  const { rows } = await quotesWhere(db, sql`WHERE q.id = ${id} AND ${inScope(scope)}`);
  const [quote] = await quotesOfRows(db, rows, now);
  if (!quote) throw new ApiFailure(404, 'No such quote');
  return quote;
}

/**
 * The quote as {@link quoteOf} answers it, its row locked until the transaction `trx` ends: a
 * second answer or acceptance of the same quote waits, then sees what the first one did.
 */
export async function lockedQuoteOf(trx: Db, scope: QuoteScope, id: number, now = new Date()) {
  await sql`SELECT id FROM quotes WHERE id = ${id} FOR UPDATE`.execute(trx);
  return quoteOf(trx, scope, id, now);
}

/** Every account's requests for sales: waiting ones first, then the rest, newest first. */
export async function quoteRequests(db: Db, now = new Date()): Promise<Quote[]> {
  const { rows } = await quotesWhere(db, sql`ORDER BY q.status = 'requested' DESC, q.id DESC LIMIT 200`);
  return quotesOfRows(db, rows, now);
}

/**
 * Staff answers quotes: the account that may sign in as customers, signed in as itself. Anyone
 * else is refused (staff signed in as a dealer acts as that dealer).
 */
export function requireStaff(account: Account, impersonating: boolean): void {
  if (!account.canImpersonate || impersonating)
    throw new ApiFailure(403, 'Only staff may see and answer quote requests');
}
