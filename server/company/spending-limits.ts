import { cartTotal } from '../../src/config/pricing.ts';
import { limitExceeded, monthOf, type SpendingLimits } from '../../src/domain/spending-limits.ts';
import type { Caller } from '../context.ts';
import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import type { PricedLine } from '../orders/order-mail.ts';

/** A Buyer's limits and what it spent this calendar month: placed orders and pending requests. */
export interface Spending {
  limits: SpendingLimits;
  spent: number;
}

/**
 * The limits of a Buyer that has any, with what it spent this month, read under a lock of its member
 * row held to the end of the transaction: a limited buyer's orders are checked one at a time, so two
 * at once cannot both slip under the monthly limit (the second reads the first's order once the first
 * commits). Admins, viewers and buyers without limits: undefined.
 */
export async function lockedSpending(trx: Db, caller: Caller): Promise<Spending | undefined> {
  if (caller.company.role !== 'buyer') return undefined;
  const { rows } = await sql<{ order_limit: number | null; month_limit: number | null }>`
    SELECT order_limit, month_limit FROM company_members WHERE account_id = ${caller.userId} FOR UPDATE`.execute(trx);
  const row = rows[0];
  if (!row || (row.order_limit === null && row.month_limit === null)) return undefined;
  const month = monthOf(new Date().toISOString());
  const { rows: sums } = await sql<{ spent: number }>`
    SELECT (SELECT COALESCE(SUM(total), 0) FROM orders WHERE account_id = ${caller.company.id}
        AND lower(placed_by_name) = lower(${caller.userName}) AND substr(order_date, 1, 7) = ${month})
      + (SELECT COALESCE(SUM(total), 0) FROM order_approvals WHERE buyer_account_id = ${caller.userId}
        AND status = 'pending' AND substr(created_at, 1, 7) = ${month}) AS spent`.execute(trx);
  const limits = { perOrder: row.order_limit, perMonth: row.month_limit };
  return { limits, spent: Number(sums[0]?.spent ?? 0) };
}

export const totalOf = (lines: readonly PricedLine[]) =>
  cartTotal(lines.map((line) => ({ amount: line.price, qty: line.qty })));

export const APPROVAL_NEEDED = 'This order needs approval';

/**
 * The check of an order's priced lines against the caller's limits (locked for the transaction), or
 * undefined when none apply: over a limit it refuses with 409 naming ApprovalNote and the limit, so
 * the buyer may send the order again with a note for approval (RequestOrderApproval).
 */
export async function spendingCheck(
  trx: Db,
  caller: Caller,
): Promise<((lines: readonly PricedLine[]) => void) | undefined> {
  const spending = await lockedSpending(trx, caller);
  if (!spending) return undefined;
  return (lines) => {
    const reason = limitExceeded(spending.limits, totalOf(lines), spending.spent);
    if (reason !== undefined) throw new ApiFailure(409, APPROVAL_NEEDED, [{ field: 'ApprovalNote', reason }]);
  };
}
