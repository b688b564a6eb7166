import type * as z from 'zod/mini';
import type { acceptQuoteRequest, answerQuoteRequest, requestQuoteRequest } from '../../src/api/quotes.ts';
import type { PlaceOrderResponse } from '../../src/api/orders.ts';
import { formatPrice } from '../../src/config/pricing.ts';
import { listLimits } from '../../src/config/limits.ts';
import { accountOf, findAccountById, type Account } from '../accounts/accounts.ts';
import type { AppContext, Caller } from '../context.ts';
import { transaction } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { knownLines } from '../lists/known-skus.ts';
import { mailboxes } from '../mail/addresses.ts';
import { bodyText as v } from '../mail/neutral.ts';
import { deliverSoon } from '../mail/outbox.ts';
import { reserveStock } from '../orders/place-order.ts';
import { storeOrder } from '../orders/store-order.ts';
import { fileSubmission } from '../submissions/submit.ts';
import { quoteOf, today, requireStaff } from './quotes.ts';

const DAY_MS = 86_400_000;

/** Sums repeated skus into one line, in the order first asked. */
function mergedLines(lines: ReadonlyArray<{ sku: string; qty: number }>) {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.sku, (merged.get(line.sku) ?? 0) + line.qty);
  return [...merged].map(([sku, qty]) => ({ sku, qty }));
}

/** Stores a quote request with its lines, then mails sales (stored first, as every mail). */
export function requestQuote(ctx: AppContext, caller: Caller, body: z.output<typeof requestQuoteRequest>) {
  const { db } = ctx;
  const account = accountOf(db, caller);
  const filed = transaction(db, () => {
    const lines = mergedLines(knownLines(db, body.lines));
    const id = Number(
      db
        .prepare(
          `INSERT INTO quotes (account_id, status, note, target_date, created_at, requested_by_staff_account_id)
           VALUES (?, 'requested', ?, ?, ?, ?)`,
        )
        .run(
          account.id,
          body.note.trim(),
          body.targetDate ?? null,
          new Date().toISOString(),
          caller.impersonator?.userId ?? null,
        ).lastInsertRowid,
    );
    const title = db.prepare('SELECT title FROM products WHERE sku = ?');
    const insert = db.prepare('INSERT INTO quote_lines (quote_id, line_num, sku, title, qty) VALUES (?, ?, ?, ?, ?)');
    lines.forEach((line, index) => insert.run(id, index, line.sku, String(title.get(line.sku)?.title ?? ''), line.qty));
    const text = [
      `Quote request ${id} from ${v(account.userName)} (${v(account.bpid)}, ${v(account.profile.Company)}).`,
      `Target date: ${body.targetDate ?? '-'}`,
      `Note: ${v(body.note.trim()) || '-'}`,
      '',
      ...lines.map((line) => `${line.qty} x ${v(line.sku)}`),
      '',
    ].join('\n');
    const mail = {
      kind: 'quote',
      from: mailboxes.noReply,
      to: mailboxes.sales,
      replyTo: caller.email,
      subject: `Quote request ${id} from ${account.profile.Company} (${account.bpid})`,
      text,
    };
    return { id, ...fileSubmission(db, 'quote', { ...body, quoteId: id }, mail, account.id) };
  });
  deliverSoon(ctx, filed.outboxId);
  return { status: 200 as const, id: filed.id };
}

/** Sales prices every line of a request and sets the last day the prices hold; the dealer is mailed. */
export function answerQuote(ctx: AppContext, caller: Caller, body: z.output<typeof answerQuoteRequest>) {
  const { db } = ctx;
  const staff = accountOf(db, caller);
  requireStaff(staff, caller.impersonator !== undefined);
  const now = new Date();
  const latest = today(new Date(now.getTime() + listLimits.quoteValidityMaxDays * DAY_MS));
  if (body.expiresOn < today(now) || body.expiresOn > latest) {
    throw new ApiFailure(400, 'Invalid request', [
      { field: 'expiresOn', reason: `Choose a day from today to ${latest}` },
    ]);
  }
  const outboxId = transaction(db, () => {
    const quote = quoteOf(db, undefined, body.id, now);
    if (quote.status === 'ordered') throw new ApiFailure(409, 'This quote was already accepted');
    const prices = new Map(body.prices.map((entry) => [entry.lineNum, entry.price]));
    const set = db.prepare('UPDATE quote_lines SET price = ? WHERE quote_id = ? AND line_num = ?');
    quote.lines.forEach((line, index) => {
      const price = prices.get(line.lineNum);
      if (price === undefined)
        throw new ApiFailure(400, 'Invalid request', [
          { field: `prices.${index}.price`, reason: `No price for ${line.sku}` },
        ]);
      set.run(Math.round(price * 100) / 100, quote.id, line.lineNum);
    });
    db.prepare(
      `UPDATE quotes SET status = 'answered', expires_on = ?, answered_by_account_id = ?, answered_at = ? WHERE id = ?`,
    ).run(body.expiresOn, staff.id, now.toISOString(), quote.id);
    const dealer = findAccountById(
      db,
      Number(db.prepare('SELECT account_id FROM quotes WHERE id = ?').get(quote.id)?.account_id),
    );
    if (!dealer) return undefined;
    const text = [
      `Your quote request ${quote.id} is priced, valid through ${body.expiresOn}.`,
      '',
      ...quote.lines.map((line) => `${line.qty} x ${v(line.sku)} at ${formatPrice(prices.get(line.lineNum) ?? 0)}`),
      '',
      'Accept it in your account under Quotes.',
      '',
    ].join('\n');
    const mail = {
      kind: 'quote-answer',
      from: mailboxes.sales,
      to: dealer.email,
      subject: `Your quote ${quote.id} is ready`,
      text,
    };
    return fileSubmission(db, 'quote-answer', body, mail, dealer.id).outboxId;
  });
  if (outboxId !== undefined) deliverSoon(ctx, outboxId);
  return quoteOf(db, undefined, body.id, now);
}

const refuse = (reason: string) => new ApiFailure(409, reason, [{ field: 'id', reason }]);

/**
 * Places the order of an answered quote at its quoted prices: only for the quote's own account,
 * only for exactly its lines and quantities, only through its last day, and only once.
 */
export function acceptQuote(
  ctx: AppContext,
  caller: Caller,
  body: z.output<typeof acceptQuoteRequest>,
): PlaceOrderResponse {
  const { db } = ctx;
  const account: Account = accountOf(db, caller);
  const placed = transaction(db, () => {
    const quote = quoteOf(db, account.id, body.id);
    if (quote.status === 'ordered') throw refuse('This quote was already accepted');
    if (quote.status === 'requested') throw refuse('This quote has not been answered yet');
    if (quote.status === 'expired') throw refuse(`This quote expired on ${quote.expiresOn ?? ''}`);
    const key = (lines: ReadonlyArray<{ sku: string; qty: number }>) =>
      lines
        .map((l) => `${l.sku}\u0000${l.qty}`)
        .sort()
        .join('\n');
    if (key(mergedLines(knownLines(db, body.lines))) !== key(quote.lines)) {
      throw new ApiFailure(409, 'The lines differ from the quote', [
        { field: 'lines', reason: 'Accept the quote with its own lines and quantities' },
      ]);
    }
    const lines = quote.lines.map((line) => {
      reserveStock(db, line.sku, line.qty, `lines.${line.lineNum}`);
      return { sku: line.sku, title: line.title, qty: line.qty, price: line.price ?? 0 };
    });
    const order = storeOrder(ctx, caller, account, {
      lines,
      po: body.PONumber,
      comments: `Quote ${quote.id}`,
      newsletter: false,
      quoteId: quote.id,
      payload: body,
    });
    db.prepare(`UPDATE quotes SET status = 'ordered', order_doc_entry = ? WHERE id = ?`).run(order.answer.id, quote.id);
    return order;
  });
  deliverSoon(ctx, placed.outboxId);
  return placed.answer;
}
