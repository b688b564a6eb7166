import type * as z from 'zod/mini';
import type { acceptQuoteRequest, answerQuoteRequest, requestQuoteRequest } from '../../src/api/quotes.ts';
import type { PlaceOrderResponse } from '../../src/api/orders.ts';
import { formatPrice } from '../../src/config/pricing.ts';
import { listLimits } from '../../src/config/limits.ts';
import { accountOf, findAccountById, type Account } from '../accounts/accounts.ts';
import type { AppContext, Caller } from '../context.ts';
import { sql } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { knownLines } from '../lists/known-skus.ts';
import { mailboxes } from '../mail/addresses.ts';
import { bodyText as v } from '../mail/neutral.ts';
import { deliverSoon } from '../mail/outbox.ts';
import { reserveStock } from '../orders/reserve-stock.ts';
import { fillOrder, openOrder } from '../orders/store-order.ts';
import { spendPass } from '../security/human-pass.ts';
import { fileSubmission } from '../submissions/submit.ts';
import { lockedQuoteOf, quoteOf, quoteScopeOf, today, requireStaff } from './quotes.ts';

const DAY_MS = 86_400_000;

/** Sums repeated skus into one line, in the order first asked. */
function mergedLines(lines: ReadonlyArray<{ sku: string; qty: number }>) {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.sku, (merged.get(line.sku) ?? 0) + line.qty);
  return [...merged].map(([sku, qty]) => ({ sku, qty }));
}

/** Stores a quote request with its lines, then mails sales (stored first, as every mail). */
export async function requestQuote(ctx: AppContext, caller: Caller, body: z.output<typeof requestQuoteRequest>) {
  const { db } = ctx;
  const account = await accountOf(db, caller);
  const filed = await db.transaction().execute(async (trx) => {
    const lines = mergedLines(await knownLines(trx, body.lines));
    const { rows } = await sql<{ id: number }>`
      INSERT INTO quotes (account_id, status, note, target_date, created_at, requested_by_staff_account_id,
        requested_by_account_id, requested_by_name)
      VALUES (${account.id}, 'requested', ${body.note.trim()}, ${body.targetDate ?? null}, ${new Date().toISOString()},
        ${caller.impersonator?.userId ?? null}, ${caller.userId}, ${caller.userName})
      RETURNING id`.execute(trx);
    const id = rows[0]!.id;
    await sql`
      INSERT INTO quote_lines (quote_id, line_num, sku, title, qty)
      SELECT ${id}::integer, w.ord::integer - 1, w.sku, COALESCE(p.title, ''), w.qty
      FROM unnest(${lines.map((line) => line.sku)}::text[], ${lines.map((line) => line.qty)}::integer[])
        WITH ORDINALITY AS w (sku, qty, ord)
      LEFT JOIN products p ON p.sku = w.sku`.execute(trx);
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
    return { id, ...(await fileSubmission(trx, 'quote', { ...body, quoteId: id }, mail, account.id)) };
  });
  deliverSoon(ctx, filed.outboxId);
  return { status: 200 as const, id: filed.id };
}

/** Sales prices every line of a request and sets the last day the prices hold; the dealer is mailed. */
export async function answerQuote(ctx: AppContext, caller: Caller, body: z.output<typeof answerQuoteRequest>) {
  const { db } = ctx;
  const staff = await accountOf(db, caller);
  requireStaff(staff, caller.impersonator !== undefined);
  const now = new Date();
  const latest = today(new Date(now.getTime() + listLimits.quoteValidityMaxDays * DAY_MS));
  if (body.expiresOn < today(now) || body.expiresOn > latest) {
    throw new ApiFailure(400, 'Invalid request', [
      { field: 'expiresOn', reason: `Choose a day from today to ${latest}` },
    ]);
  }
  const outboxId = await db.transaction().execute(async (trx) => {
    // Locked: an acceptance of the quote at the same time waits, and is then refused or at the old prices.
    const quote = await lockedQuoteOf(trx, undefined, body.id, now);
    if (quote.status === 'ordered') throw new ApiFailure(409, 'This quote was already accepted');
    const prices = new Map(body.prices.map((entry) => [entry.lineNum, entry.price]));
    const priced = quote.lines.map((line, index) => {
      const price = prices.get(line.lineNum);
      if (price === undefined)
        throw new ApiFailure(400, 'Invalid request', [
          { field: `prices.${index}.price`, reason: `No price for ${line.sku}` },
        ]);
      return { lineNum: line.lineNum, price: Math.round(price * 100) / 100 };
    });
    await sql`
      UPDATE quote_lines SET price = p.price
      FROM unnest(${priced.map((line) => line.lineNum)}::integer[], ${priced.map((line) => line.price)}::numeric[])
        AS p (line_num, price)
      WHERE quote_id = ${quote.id} AND quote_lines.line_num = p.line_num`.execute(trx);
    const { rows } = await sql<{ account_id: number }>`
      UPDATE quotes SET status = 'answered', expires_on = ${body.expiresOn}, answered_by_account_id = ${staff.id},
        answered_at = ${now.toISOString()}
      WHERE id = ${quote.id} RETURNING account_id`.execute(trx);
    const dealer = await findAccountById(trx, rows[0]!.account_id);
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
    return (await fileSubmission(trx, 'quote-answer', body, mail, dealer.id)).outboxId;
  });
  if (outboxId !== undefined) deliverSoon(ctx, outboxId);
  return quoteOf(db, undefined, body.id, now);
}

const refuse = (reason: string) => new ApiFailure(409, reason, [{ field: 'id', reason }]);

/**
 * Places the order of an answered quote at its quoted prices: only for the quote's own account,
 * only for exactly its lines and quantities, only through its last day, and only once (the quote
 * row is locked, so of two acceptances at once the second sees the first's order). Like an order
 * from the cart it spends a human-verification pass, left unspent when the order is refused.
 */
export async function acceptQuote(
  ctx: AppContext,
  caller: Caller,
  body: z.output<typeof acceptQuoteRequest>,
  pass: string | undefined,
): Promise<PlaceOrderResponse> {
  const { db } = ctx;
  const account: Account = await accountOf(db, caller);
  const placed = await db.transaction().execute(async (trx) => {
    const quote = await lockedQuoteOf(trx, quoteScopeOf(caller), body.id);
    await spendPass(trx, ctx.config.authSecret, pass, 'AcceptQuote');
    if (quote.status === 'ordered') throw refuse('This quote was already accepted');
    if (quote.status === 'requested') throw refuse('This quote has not been answered yet');
    if (quote.status === 'expired') throw refuse(`This quote expired on ${quote.expiresOn ?? ''}`);
    const key = (lines: ReadonlyArray<{ sku: string; qty: number }>) =>
      lines
        .map((l) => `${l.sku}\u0000${l.qty}`)
        .sort()
        .join('\n');
    if (key(mergedLines(await knownLines(trx, body.lines))) !== key(quote.lines)) {
      throw new ApiFailure(409, 'The lines differ from the quote', [
        { field: 'lines', reason: 'Accept the quote with its own lines and quantities' },
      ]);
    }
    await reserveStock(
      trx,
      quote.lines.map((line) => ({ sku: line.sku, qty: line.qty, field: `lines.${line.lineNum}` })),
    );
    const lines = quote.lines.map((line) => ({
      sku: line.sku,
      title: line.title,
      qty: line.qty,
      price: line.price ?? 0,
    }));
    const comments = `Quote ${quote.id}`;
    const opened = await openOrder(trx, caller, account, { po: body.PONumber, comments });
    if (!opened) throw new Error('An order without an idempotency key was not stored');
    const order = await fillOrder(trx, caller, account, opened, {
      lines,
      comments,
      newsletter: false,
      quoteId: quote.id,
      payload: body,
    });
    await sql`UPDATE quotes SET status = 'ordered', order_doc_entry = ${order.answer.id} WHERE id = ${quote.id}`.execute(
      trx,
    );
    return order;
  });
  deliverSoon(ctx, placed.outboxId);
  return placed.answer;
}
