import type * as z from 'zod/mini';
import type { ApprovalRequested, requestOrderApprovalRequest } from '../../src/api/orders.ts';
import { limitExceeded } from '../../src/domain/spending-limits.ts';
import { accountOf, type Account } from '../accounts/accounts.ts';
import type { AppContext, Caller } from '../context.ts';
import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { deliverSoon, queueMail } from '../mail/outbox.ts';
import type { PricedLine } from '../orders/order-mail.ts';
import { priceLines } from '../orders/place-order.ts';
import { spendPass } from '../security/human-pass.ts';
import { approvalRequestMail } from './approval-mail.ts';
import { lockedSpending, totalOf } from './spending-limits.ts';

type RequestBody = z.output<typeof requestOrderApprovalRequest>;

const noApprovalNeeded = () =>
  new ApiFailure(409, 'This order needs no approval', [
    { field: 'ApprovalNote', reason: 'This order is within your limits: place it as usual.' },
  ]);

/**
 * Keeps a Buyer's order that is over its spending limits for the company's admins, with the buyer's
 * note, and mails every active admin. The lines are priced and their stock checked as an order's
 * are, under the buyer's lock, then the reservation is undone (a savepoint): stock is taken only
 * when an admin approves. An order within the limits, or from a role without limits, is refused
 * with 409: it needs no approval.
 */
export async function requestOrderApproval(
  ctx: AppContext,
  caller: Caller,
  body: RequestBody,
  pass: string | undefined,
): Promise<ApprovalRequested> {
  const account = await accountOf(ctx.db, caller);
  const stored = await ctx.db.transaction().execute(async (trx) => {
    await spendPass(trx, ctx.config.authSecret, pass, 'RequestOrderApproval');
    const spending = await lockedSpending(trx, caller);
    if (!spending) throw noApprovalNeeded();
    await sql`SAVEPOINT priced_request`.execute(trx);
    const lines = await priceLines(trx, account, body);
    await sql`ROLLBACK TO SAVEPOINT priced_request`.execute(trx);
    const reason = limitExceeded(spending.limits, totalOf(lines), spending.spent);
    if (reason === undefined) throw noApprovalNeeded();
    return storeRequest(ctx, trx, caller, account, { body, reason, lines });
  });
  for (const id of stored.outboxIds) deliverSoon(ctx, id);
  return stored.answer;
}

async function storeRequest(
  ctx: AppContext,
  trx: Db,
  caller: Caller,
  account: Account,
  request: { body: RequestBody; reason: string; lines: readonly PricedLine[] },
): Promise<{ answer: ApprovalRequested; outboxIds: number[] }> {
  const { body, reason, lines } = request;
  const total = totalOf(lines);
  const { ApprovalNote: note, ...order } = body;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO order_approvals (company_id, buyer_account_id, buyer_name, status, note, total, lines, request, created_at)
    VALUES (${account.id}, ${caller.userId}, ${caller.userName}, 'pending', ${note}, ${total},
      ${JSON.stringify(lines)}, ${JSON.stringify(order)}, ${new Date().toISOString()})
    RETURNING id`.execute(trx);
  const id = rows[0]!.id;
  const { rows: admins } = await sql<{ email: string }>`
    SELECT a.email FROM accounts a LEFT JOIN company_members m ON m.account_id = a.id
    WHERE (a.id = ${account.id} AND m.account_id IS NULL)
      OR (m.company_id = ${account.id} AND m.role = 'admin' AND m.status = 'active')
    ORDER BY a.id`.execute(trx);
  const mail = {
    id,
    buyerName: caller.userName,
    companyName: account.profile.Company,
    total,
    reason,
    note,
    lines,
    siteUrl: ctx.config.siteUrl,
  };
  const outboxIds: number[] = [];
  for (const admin of admins) outboxIds.push(await queueMail(trx, approvalRequestMail(admin.email, mail)));
  return { answer: { status: 200, ApprovalId: id, Total: total, Reason: reason }, outboxIds };
}
