import { createHash } from 'node:crypto';
import type * as z from 'zod/mini';
import type { PlaceOrderResponse, placeOrderRequest } from '../../src/api/orders.ts';
import { priceFor } from '../../src/config/pricing.ts';
import { accountOf, type Account } from '../accounts/accounts.ts';
import type { AppContext, Caller } from '../context.ts';
import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { deliverSoon } from '../mail/outbox.ts';
import { spendPass } from '../security/human-pass.ts';
import type { PricedLine } from './order-mail.ts';
import { reserveStock } from './reserve-stock.ts';
import { fillOrder, openOrder } from './store-order.ts';
import { spendingCheck } from '../company/spending-limits.ts';

export type PlaceOrderBody = z.output<typeof placeOrderRequest>;

/** Digest of a normalised order request: what an Idempotency-Key is bound to. */
const digestOf = (body: PlaceOrderBody) => createHash('sha256').update(JSON.stringify(body)).digest('base64url');

/**
 * The order an Idempotency-Key already placed, when the request is the same one again. The same key
 * with another request answers 409: the browser must not believe its new cart was ordered.
 */
async function previousOrder(
  db: Db,
  accountId: number,
  key: string | undefined,
  digest: string,
): Promise<PlaceOrderResponse | undefined> {
  if (!key) return undefined;
  const { rows } = await sql<{ doc_entry: number; doc_num: number; total: number; request_digest: string | null }>`
    SELECT doc_entry, doc_num, total, request_digest FROM orders
    WHERE account_id = ${accountId} AND idempotency_key = ${key}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  if (row.request_digest !== null && row.request_digest !== digest) {
    throw new ApiFailure(409, 'This Idempotency-Key was already used for a different order', [
      { field: 'Idempotency-Key', reason: 'Use a new key for a new order' },
    ]);
  }
  return { status: 200, id: row.doc_entry, DocNum: row.doc_num, Total: Number(row.total) };
}

/**
 * Prices every line from the catalogue for the account's type and reserves its stock. Amounts and
 * totals sent by the browser are never used. A repeated cart line counts once with the sum of its
 * quantities.
 */
export async function priceLines(trx: Db, account: Account, body: PlaceOrderBody): Promise<PricedLine[]> {
  const wanted = new Map<string, { index: number; qty: number }>();
  body.order.orderedItems.forEach((item, index) => {
    const sku = item.id.trim();
    const seen = wanted.get(sku);
    wanted.set(sku, { index: seen?.index ?? index, qty: (seen?.qty ?? 0) + item.qty });
  });
  const lines = [...wanted].map(([sku, { index, qty }]) => ({ sku, qty, field: `order.orderedItems.${index}` }));
  const reserved = await reserveStock(trx, lines);
  return lines.map(({ sku, qty }) => {
    const record = reserved.get(sku)!;
    const price = priceFor(record, account.accountType);
    if (price === undefined) throw new Error(`No ${account.accountType} price for ${sku}`);
    return { sku, title: record.title, qty, price };
  });
}

export interface PlaceOrderOptions {
  idempotencyKey?: string | undefined;
  /** The human-verification pass sent with the order (X-Human-Pass). */
  pass?: string | undefined;
}

/** Another request claimed the idempotency key first: this one places nothing. */
class KeyClaimed extends Error {}

/** What an order's head takes from its request, with the idempotency key it claims. */
const headOf = (body: PlaceOrderBody, key?: string, digest?: string) => ({
  po: body.order.PONumber,
  comments: body.order.Comments,
  idempotencyKey: key,
  digest,
});

/**
 * Stores an order of the caller's company inside `trx`: its head with the next order number, its
 * lines priced from the catalogue for the company's type with their stock reserved, then its total
 * and mail. `beforeFill` sees the priced lines first and may refuse them by throwing (the
 * transaction, or its savepoint, then undoes the reservation). An approved request is placed
 * through here too.
 */
export async function storeOrder(
  trx: Db,
  caller: Caller,
  account: Account,
  body: PlaceOrderBody,
  { idempotencyKey, digest }: { idempotencyKey?: string | undefined; digest?: string } = {},
  beforeFill?: (lines: readonly PricedLine[]) => void,
): Promise<{ answer: PlaceOrderResponse; outboxId: number }> {
  const opened = await openOrder(trx, caller, account, headOf(body, idempotencyKey, digest));
  if (!opened) throw new KeyClaimed();
  const lines = await priceLines(trx, account, body);
  beforeFill?.(lines);
  return fillOrder(trx, caller, account, opened, {
    lines,
    comments: body.order.Comments,
    newsletter: body.NewsletterSubscribe,
    payload: body,
  });
}

/**
 * Places an order for the caller's account as an open order (so it shows in the account area at
 * once), reserving stock, then queues the order mail. It spends a human-verification pass, unless it
 * is a replay: with an idempotency key, the same request again answers the first order and places
 * nothing, also when both arrive at once (the key is claimed by the order's insert, which waits for
 * the other request's transaction). An order placed by staff signed in as the customer records the
 * staff account. A Buyer's order over a spending limit is refused with 409 (`spendingCheck`).
 */
export async function placeOrder(
  ctx: AppContext,
  caller: Caller,
  body: PlaceOrderBody,
  { idempotencyKey, pass }: PlaceOrderOptions = {},
): Promise<PlaceOrderResponse> {
  const { db } = ctx;
  const account = await accountOf(db, caller);
  const digest = digestOf(body);
  const replay = await previousOrder(db, account.id, idempotencyKey, digest);
  if (replay) return replay;
  try {
    const stored = await db.transaction().execute(async (trx) => {
      await spendPass(trx, ctx.config.authSecret, pass, 'PlacingOrder');
      const check = await spendingCheck(trx, caller);
      return storeOrder(trx, caller, account, body, { idempotencyKey, digest }, check);
    });
    deliverSoon(ctx, stored.outboxId);
    return stored.answer;
  } catch (error) {
    if (!(error instanceof KeyClaimed)) throw error;
    const first = await previousOrder(db, account.id, idempotencyKey, digest);
    if (!first) throw new Error('An Idempotency-Key was claimed by an order that is not stored', { cause: error });
    return first;
  }
}
