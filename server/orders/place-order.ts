import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type * as z from 'zod/mini';
import type { PlaceOrderResponse, placeOrderRequest } from '../../src/api/orders.ts';
import { cartTotal, priceFor } from '../../src/config/pricing.ts';
import { accountOf, type Account } from '../accounts/accounts.ts';
import { stockOf } from '../catalog/stocks.ts';
import type { AppContext, Caller } from '../context.ts';
import { transaction } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { deliverSoon } from '../mail/outbox.ts';
import { spendPass } from '../security/human-pass.ts';
import { fileSubmission } from '../submissions/submit.ts';
import { orderHeaderFor } from './header.ts';
import { orderMail, type PricedLine } from './order-mail.ts';

type PlaceOrderBody = z.output<typeof placeOrderRequest>;

const FIRST_DOC_NUM = 410_001;
/** Storefront orders leave from the US warehouse. */
const WAREHOUSE = 'US';

const lineIssue = (index: number, field: 'id' | 'qty', reason: string) =>
  new ApiFailure(400, 'Invalid order', [{ field: `order.orderedItems.${index}.${field}`, reason }]);

function answerOf(row: Record<string, unknown>): PlaceOrderResponse {
  return { status: 200, id: Number(row.doc_entry), DocNum: Number(row.doc_num), Total: Number(row.total) };
}

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
  return answerOf(row);
}

/**
 * Prices every line from the catalogue for the account's type and reserves its stock. Amounts and
 * totals sent by the browser are never used. A repeated cart line counts once with the sum of its
 * quantities.
 */
function priceLines(db: DatabaseSync, account: Account, body: PlaceOrderBody): PricedLine[] {
  const titleOf = db.prepare('SELECT title FROM products WHERE sku = ?');
  const reserve = db.prepare('UPDATE stocks SET stock = stock - ? WHERE sku = ? AND stock >= ?');
  const wanted = new Map<string, { index: number; qty: number }>();
  body.order.orderedItems.forEach((item, index) => {
    const sku = item.id.trim();
    const seen = wanted.get(sku);
    wanted.set(sku, { index: seen?.index ?? index, qty: (seen?.qty ?? 0) + item.qty });
  });
  return [...wanted].map(([sku, { index, qty }]) => {
    const product = titleOf.get(sku);
    const record = product && stockOf(db, sku);
    if (!record) throw lineIssue(index, 'id', `Unknown sku ${sku}`);
    if (qty > record.stock) throw lineIssue(index, 'qty', `Only ${record.stock} of ${sku} in stock`);
    const price = priceFor(record, account.accountType);
    if (price === undefined) throw new Error(`No ${account.accountType} price for ${sku}`);
    reserve.run(qty, sku, qty);
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
    const total = cartTotal(lines.map((line) => ({ amount: line.price, qty: line.qty })));
    const docNum = Number(
      db.prepare('SELECT COALESCE(MAX(doc_num) + 1, ?) AS next FROM orders').get(FIRST_DOC_NUM)?.next,
    );
    const po = body.order.PONumber?.trim() || `WEB-${docNum}`;
    const header = orderHeaderFor(account.profile);
    const now = new Date().toISOString();
    const docEntry = Number(
      db
        .prepare(
          `INSERT INTO orders (doc_num, account_id, po, status, order_date, total, card_name, bill_address, ship_address,
           comments, idempotency_key, request_digest, placed_by_account_id, created_at)
           VALUES (?, ?, ?, 'o', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          docNum,
          account.id,
          po,
          now.slice(0, 10),
          total,
          header.cardName,
          header.billAddress,
          header.shipAddress,
          body.order.Comments.trim(),
          idempotencyKey ?? null,
          digest,
          caller.impersonator?.userId ?? null,
          now,
        ).lastInsertRowid,
    );
    const insertLine = db.prepare(
      `INSERT INTO order_lines (doc_entry, line_num, item_code, description, qty, open_qty, whscode, price)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    lines.forEach((line, lineNum) =>
      insertLine.run(docEntry, lineNum, line.sku, line.title, line.qty, line.qty, WAREHOUSE, line.price),
    );
    const mail = orderMail({
      account,
      ordererEmail: caller.email,
      placedBy: caller.impersonator?.userName,
      docNum,
      po,
      header,
      lines,
      total,
      body,
    });
    const { outboxId } = fileSubmission(db, 'order', body, mail, account.id);
    return { answer: { status: 200 as const, id: docEntry, DocNum: docNum, Total: total }, outboxId };
  });
  if (placed.outboxId !== undefined) deliverSoon(ctx, placed.outboxId);
  return placed.answer;
}
