import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type * as z from 'zod/mini';
import type { PlaceOrderResponse, placeOrderRequest } from '../../src/api/orders.ts';
import { priceFor } from '../../src/config/pricing.ts';
import { accountOf, type Account } from '../accounts/accounts.ts';
import { stockOf, type StoredStock } from '../catalog/stocks.ts';
import type { AppContext, Caller } from '../context.ts';
import { transaction } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { deliverSoon } from '../mail/outbox.ts';
import { spendPass } from '../security/human-pass.ts';
import type { PricedLine } from './order-mail.ts';
import { storeOrder } from './store-order.ts';

type PlaceOrderBody = z.output<typeof placeOrderRequest>;

/** Digest of a normalised order request: what an Idempotency-Key is bound to. */
const digestOf = (body: PlaceOrderBody) => createHash('sha256').update(JSON.stringify(body)).digest('base64url');

/**
 * The order an Idempotency-Key already placed, when the request is the same one again. The same key
 * with another request answers 409: the browser must not believe its new cart was ordered.
 */
function previousOrder(db: DatabaseSync, accountId: number, key: string | undefined, digest: string) {
  if (!key) return undefined;
  const row = db
    .prepare(
      'SELECT doc_entry, doc_num, total, request_digest FROM orders WHERE account_id = ? AND idempotency_key = ?',
    )
    .get(accountId, key);
  if (!row) return undefined;
  if (row.request_digest !== null && row.request_digest !== digest) {
    throw new ApiFailure(409, 'This Idempotency-Key was already used for a different order', [
      { field: 'Idempotency-Key', reason: 'Use a new key for a new order' },
    ]);
  }
  return { status: 200 as const, id: Number(row.doc_entry), DocNum: Number(row.doc_num), Total: Number(row.total) };
}

/**
 * Takes `qty` of a product out of stock for an order line, refusing an unknown sku or more than the
 * stock and naming the line (`field` is the line's path in the request). Answers the stock record.
 */
export function reserveStock(db: DatabaseSync, sku: string, qty: number, field: string): StoredStock {
  const record = stockOf(db, sku);
  const issue = (name: string, reason: string) =>
    new ApiFailure(400, 'Invalid order', [{ field: `${field}.${name}`, reason }]);
  if (!record) throw issue('id', `Unknown sku ${sku}`);
  if (qty > record.stock) throw issue('qty', `Only ${record.stock} of ${sku} in stock`);
  db.prepare('UPDATE stocks SET stock = stock - ? WHERE sku = ? AND stock >= ?').run(qty, sku, qty);
  return record;
}

/**
 * Prices every line from the catalogue for the account's type and reserves its stock. Amounts and
 * totals sent by the browser are never used. A repeated cart line counts once with the sum of its
 * quantities.
 */
function priceLines(db: DatabaseSync, account: Account, body: PlaceOrderBody): PricedLine[] {
  const titleOf = db.prepare('SELECT title FROM products WHERE sku = ?');
  const wanted = new Map<string, { index: number; qty: number }>();
  body.order.orderedItems.forEach((item, index) => {
    const sku = item.id.trim();
    const seen = wanted.get(sku);
    wanted.set(sku, { index: seen?.index ?? index, qty: (seen?.qty ?? 0) + item.qty });
  });
  return [...wanted].map(([sku, { index, qty }]) => {
    const product = titleOf.get(sku);
    const field = `order.orderedItems.${index}`;
    if (!product) throw new ApiFailure(400, 'Invalid order', [{ field: `${field}.id`, reason: `Unknown sku ${sku}` }]);
    const price = priceFor(reserveStock(db, sku, qty, field), account.accountType);
    if (price === undefined) throw new Error(`No ${account.accountType} price for ${sku}`);
    return { sku, title: String(product.title), qty, price };
  });
}

export interface PlaceOrderOptions {
  idempotencyKey?: string | undefined;
  /** The human-verification pass sent with the order (X-Human-Pass). */
  pass?: string | undefined;
}

/**
 * Places an order for the caller's account as an open order (so it shows in the account area at
 * once), reserving stock, then queues the order mail. It spends a human-verification pass, unless it
 * is a replay: with an idempotency key, the same request again answers the first order and places
 * nothing. An order placed by staff signed in as the customer records the staff account.
 */
export function placeOrder(
  ctx: AppContext,
  caller: Caller,
  body: PlaceOrderBody,
  { idempotencyKey, pass }: PlaceOrderOptions = {},
): PlaceOrderResponse {
  const { db } = ctx;
  const account = accountOf(db, caller);
  const digest = digestOf(body);
  const placed = transaction(db, () => {
    const replay = previousOrder(db, account.id, idempotencyKey, digest);
    if (replay) return { answer: replay, outboxId: undefined };
    spendPass(db, ctx.config.authSecret, pass, 'PlacingOrder');
    const lines = priceLines(db, account, body);
    return storeOrder(ctx, caller, account, {
      lines,
      po: body.order.PONumber,
      comments: body.order.Comments,
      newsletter: body.NewsletterSubscribe,
      idempotencyKey,
      digest,
      payload: body,
    });
  });
  if (placed.outboxId !== undefined) deliverSoon(ctx, placed.outboxId);
  return placed.answer;
}
