import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { PlaceOrderResponse, placeOrderRequest } from '../../src/api/orders.ts';
import { cartTotal, priceFor } from '../../src/config/pricing.ts';
import { accountOf, type Account } from '../accounts/accounts.ts';
import type { AppContext, Caller } from '../context.ts';
import { transaction } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { deliverSoon } from '../mail/outbox.ts';
import { fileSubmission } from '../submissions/submit.ts';
import { orderHeaderFor } from './header.ts';
import { orderMail, type PricedLine } from './order-mail.ts';

type PlaceOrderBody = z.output<typeof placeOrderRequest>;

const FIRST_DOC_NUM = 410_001;
/** Storefront orders leave from the US warehouse. */
const WAREHOUSE = 'US';

const catalogueRecord = z.object({
  title: z.string(),
  msrp: z.number(),
  msrp2: z.number(),
  dealer: z.number(),
  direct: z.number(),
  dealer2: z.number(),
  direct2: z.number(),
  stock: z.number(),
});

const lineIssue = (index: number, field: 'id' | 'qty', reason: string) =>
  new ApiFailure(400, 'Invalid order', [{ field: `order.orderedItems.${index}.${field}`, reason }]);

function answerOf(row: Record<string, unknown>): PlaceOrderResponse {
  return { status: 200, id: Number(row.doc_entry), DocNum: Number(row.doc_num), Total: Number(row.total) };
}

function previousOrder(db: DatabaseSync, accountId: number, key: string | undefined) {
  if (!key) return undefined;
  const row = db
    .prepare('SELECT doc_entry, doc_num, total FROM orders WHERE account_id = ? AND idempotency_key = ?')
    .get(accountId, key);
  return row ? answerOf(row) : undefined;
}

/**
 * Prices every line from the catalogue for the account's type and reserves its stock. Amounts and
 * totals sent by the browser are never used. A repeated cart line counts once with the sum of its
 * quantities.
 */
function priceLines(db: DatabaseSync, account: Account, body: PlaceOrderBody): PricedLine[] {
  const lookup = db.prepare(
    'SELECT p.title, s.msrp, s.msrp2, s.dealer, s.direct, s.dealer2, s.direct2, s.stock FROM products p JOIN stocks s ON s.sku = p.sku WHERE p.sku = ?',
  );
  const reserve = db.prepare('UPDATE stocks SET stock = stock - ? WHERE sku = ? AND stock >= ?');
  const wanted = new Map<string, { index: number; qty: number }>();
  body.order.orderedItems.forEach((item, index) => {
    const sku = item.id.trim();
    const seen = wanted.get(sku);
    wanted.set(sku, { index: seen?.index ?? index, qty: (seen?.qty ?? 0) + item.qty });
  });
  return [...wanted].map(([sku, { index, qty }]) => {
    const found = lookup.get(sku);
    if (!found) throw lineIssue(index, 'id', `Unknown sku ${sku}`);
    const record = catalogueRecord.parse(found);
    if (qty > record.stock) throw lineIssue(index, 'qty', `Only ${record.stock} of ${sku} in stock`);
    const price = priceFor(record, account.accountType);
    if (price === undefined) throw new Error(`No ${account.accountType} price for ${sku}`);
    reserve.run(qty, sku, qty);
    return { sku, title: record.title, qty, price };
  });
}

/**
 * Places an order for the caller's account as an open order (so it shows in the account area at
 * once), reserving stock, then queues the order mail. With an idempotency key, a repeated
 * submission answers the first order and places nothing.
 */
export function placeOrder(
  ctx: AppContext,
  caller: Caller,
  body: PlaceOrderBody,
  idempotencyKey?: string,
): PlaceOrderResponse {
  const { db } = ctx;
  const account = accountOf(db, caller);
  const placed = transaction(db, () => {
    const replay = previousOrder(db, account.id, idempotencyKey);
    if (replay) return { answer: replay, outboxId: undefined };
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
           comments, idempotency_key, created_at) VALUES (?, ?, ?, 'o', ?, ?, ?, ?, ?, ?, ?, ?)`,
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
    const mail = orderMail({ account, ordererEmail: caller.email, docNum, po, header, lines, total, body });
    const { outboxId } = fileSubmission(db, 'order', body, mail, account.id);
    return { answer: { status: 200 as const, id: docEntry, DocNum: docNum, Total: total }, outboxId };
  });
  if (placed.outboxId !== undefined) deliverSoon(ctx, placed.outboxId);
  return placed.answer;
}
