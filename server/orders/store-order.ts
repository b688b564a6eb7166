import type { PlaceOrderResponse } from '../../src/api/orders.ts';
import { cartTotal } from '../../src/config/pricing.ts';
import type { Account } from '../accounts/accounts.ts';
import type { Caller } from '../context.ts';
import { sql, type Db } from '../db/index.ts';
import { fileSubmission } from '../submissions/submit.ts';
import { orderHeaderFor, type OrderHeader } from './header.ts';
import { orderMail, type PricedLine } from './order-mail.ts';

/** Storefront orders leave from the US warehouse. */
const WAREHOUSE = 'US';

export interface OrderHead {
  po: string | undefined;
  comments: string;
  idempotencyKey?: string | undefined;
  /** Digest of the request an idempotency key is bound to. */
  digest?: string | undefined;
}

/** An order row stored without its lines yet, inside the transaction that places it. */
export interface OpenedOrder {
  docEntry: number;
  docNum: number;
  po: string;
  header: OrderHeader;
}

/**
 * Stores the head of an open order with the next order number. With an idempotency key the key is
 * claimed by this insert: when the account already has an order with the key (or another request
 * holding it commits first) it answers undefined and stores nothing. The order belongs to the
 * caller's company and names the member who placed it; one placed by staff signed in as the customer
 * also records the staff account.
 */
export async function openOrder(
  trx: Db,
  caller: Caller,
  account: Account,
  head: OrderHead,
): Promise<OpenedOrder | undefined> {
  const { rows: numbered } = await sql<{ n: number }>`SELECT next_order_number() AS n`.execute(trx);
  const docNum = numbered[0]!.n;
  const po = head.po?.trim() || `WEB-${docNum}`;
  const header = orderHeaderFor(account.profile);
  const now = new Date().toISOString();
  // The total is set once the lines are priced, in the same transaction.
  const { rows } = await sql<{ doc_entry: number }>`
    INSERT INTO orders (doc_num, account_id, po, status, order_date, total, card_name, bill_address, ship_address,
      comments, idempotency_key, request_digest, placed_by_account_id, placed_by_name, created_at)
    VALUES (${docNum}, ${account.id}, ${po}, 'o', ${now.slice(0, 10)}, 0, ${header.cardName}, ${header.billAddress},
      ${header.shipAddress}, ${head.comments.trim()}, ${head.idempotencyKey ?? null}, ${head.digest ?? null},
      ${caller.impersonator?.userId ?? null}, ${caller.userName}, ${now})
    ON CONFLICT (account_id, idempotency_key) DO NOTHING
    RETURNING doc_entry`.execute(trx);
  const docEntry = rows[0]?.doc_entry;
  return docEntry === undefined ? undefined : { docEntry, docNum, po, header };
}

export interface OrderContent {
  /** Priced by the server (catalogue or accepted quote), stock already reserved. */
  lines: readonly PricedLine[];
  comments: string;
  newsletter: boolean;
  quoteId?: number | undefined;
  /** Filed with the submission as sent. */
  payload: object;
}

/**
 * Stores the lines and total of an opened order and queues its mail to the orders desk. Call
 * `deliverSoon` with the outbox id after the commit.
 */
export async function fillOrder(
  trx: Db,
  caller: Caller,
  account: Account,
  opened: OpenedOrder,
  order: OrderContent,
): Promise<{ answer: PlaceOrderResponse; outboxId: number }> {
  const { docEntry, docNum, po, header } = opened;
  const total = cartTotal(order.lines.map((line) => ({ amount: line.price, qty: line.qty })));
  if (order.lines.length > 0) {
    await trx
      .insertInto('order_lines')
      .values(
        order.lines.map((line, lineNum) => ({
          doc_entry: docEntry,
          line_num: lineNum,
          item_code: line.sku,
          description: line.title,
          qty: line.qty,
          open_qty: line.qty,
          whscode: WAREHOUSE,
          price: line.price,
        })),
      )
      .execute();
  }
  await sql`UPDATE orders SET total = ${total} WHERE doc_entry = ${docEntry}`.execute(trx);
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
  const { outboxId } = await fileSubmission(trx, 'order', order.payload, mail, account.id);
  const answer: PlaceOrderResponse = { status: 200, id: docEntry, DocNum: docNum, Total: total };
  return { answer, outboxId };
}
