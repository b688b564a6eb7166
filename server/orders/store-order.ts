import type { PlaceOrderResponse } from '../../src/api/orders.ts';
import { cartTotal } from '../../src/config/pricing.ts';
import type { Account } from '../accounts/accounts.ts';
import type { AppContext, Caller } from '../context.ts';
import { fileSubmission } from '../submissions/submit.ts';
import { orderHeaderFor } from './header.ts';
import { orderMail, type PricedLine } from './order-mail.ts';

const FIRST_DOC_NUM = 410_001;
/** Storefront orders leave from the US warehouse. */
const WAREHOUSE = 'US';

export interface NewOrder {
  /** Priced by the server (catalogue or accepted quote), stock already reserved. */
  lines: readonly PricedLine[];
  po: string | undefined;
  comments: string;
  newsletter: boolean;
  idempotencyKey?: string | undefined;
  /** Digest of the request an idempotency key is bound to. */
  digest?: string | undefined;
  quoteId?: number | undefined;
  /** Filed with the submission as sent. */
  payload: object;
}

/**
 * Stores an open order with its lines and queues its mail to the orders desk. Run it inside the
 * transaction that priced the lines; call `deliverSoon` with the outbox id after the commit. An
 * order placed by staff signed in as the customer records the staff account.
 */
export function storeOrder(ctx: AppContext, caller: Caller, account: Account, order: NewOrder) {
  const { db } = ctx;
  const total = cartTotal(order.lines.map((line) => ({ amount: line.price, qty: line.qty })));
  const docNum = Number(
    db.prepare('SELECT COALESCE(MAX(doc_num) + 1, ?) AS next FROM orders').get(FIRST_DOC_NUM)?.next,
  );
  const po = order.po?.trim() || `WEB-${docNum}`;
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
        order.comments.trim(),
        order.idempotencyKey ?? null,
        order.digest ?? null,
        caller.impersonator?.userId ?? null,
        now,
      ).lastInsertRowid,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (doc_entry, line_num, item_code, description, qty, open_qty, whscode, price)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  order.lines.forEach((line, lineNum) =>
    insertLine.run(docEntry, lineNum, line.sku, line.title, line.qty, line.qty, WAREHOUSE, line.price),
  );
  const mail = orderMail({
    account,
    ordererEmail: caller.email,
    placedBy: caller.impersonator?.userName,
    docNum,
    po,
    header,
    lines: order.lines,
    total,
    comments: order.comments,
    newsletter: order.newsletter,
    quoteId: order.quoteId,
  });
  const { outboxId } = fileSubmission(db, 'order', order.payload, mail, account.id);
  const answer: PlaceOrderResponse = { status: 200, id: docEntry, DocNum: docNum, Total: total };
  return { answer, outboxId };
}
