import type { AppContext, Caller } from '../context.ts';
import { accountOf } from '../accounts/accounts.ts';
import { memberLogin } from '../accounts/member-login.ts';
import type { Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { deliverSoon, queueMail } from '../mail/outbox.ts';
import { storeOrder } from '../orders/place-order.ts';
import { spendPass } from '../security/human-pass.ts';
import { approvalDecisionMail } from './approval-mail.ts';
import { decide, lockedApproval, requirePending, type LockedApproval } from './approvals.ts';

/** The buyer's login as it is now, or undefined once it was removed from the company. */
const buyerOf = async (trx: Db, approval: LockedApproval) =>
  approval.buyerId === null ? undefined : memberLogin(trx, approval.buyerId);

/**
 * An admin approves: the order the buyer sent is placed now, through the order placement itself, at
 * the prices of this moment and against today's stock (a line no longer in stock refuses the
 * approval, naming it, and the request stays pending). The order is the buyer's: it names the buyer
 * and its mail goes to the buyer, who is also told of the decision. Spends the admin's human pass.
 */
export async function approveRequest(ctx: AppContext, caller: Caller, id: number, pass: string | undefined) {
  const account = await accountOf(ctx.db, caller);
  const mails = await ctx.db.transaction().execute(async (trx) => {
    const approval = await lockedApproval(trx, caller.company.id, id);
    requirePending(approval);
    await spendPass(trx, ctx.config.authSecret, pass, 'ApproveOrder');
    const buyer = await buyerOf(trx, approval);
    if (!buyer) throw new ApiFailure(409, 'The buyer of this request is no longer a member: decline it');
    const ordering: Caller = {
      userId: buyer.id,
      userName: buyer.userName,
      email: buyer.email,
      accountType: caller.accountType,
      company: { id: caller.company.id, role: buyer.role },
      ...(caller.impersonator ? { impersonator: caller.impersonator } : {}),
    };
    const order = await storeOrder(trx, ordering, account, approval.request);
    const { DocNum: docNum, Total: total } = order.answer;
    await decide(trx, id, { status: 'approved', by: caller.userName, docNum });
    const told = approvalDecisionMail(buyer.email, {
      ...decisionOf(approval, caller, ctx),
      outcome: { docNum, total },
    });
    return [order.outboxId, await queueMail(trx, told)];
  });
  for (const mail of mails) deliverSoon(ctx, mail);
}

const decisionOf = (approval: LockedApproval, caller: Caller, ctx: AppContext) => ({
  id: approval.id,
  buyerName: approval.buyerName,
  deciderName: caller.userName,
  total: approval.total,
  siteUrl: ctx.config.siteUrl,
});

/** An admin declines with a reason; the buyer is mailed it (unless its login was removed since). */
export async function declineRequest(ctx: AppContext, caller: Caller, id: number, reason: string) {
  const mail = await ctx.db.transaction().execute(async (trx) => {
    const approval = await lockedApproval(trx, caller.company.id, id);
    requirePending(approval);
    await decide(trx, id, { status: 'declined', by: caller.userName, reason });
    const buyer = await buyerOf(trx, approval);
    if (!buyer) return undefined;
    return queueMail(
      trx,
      approvalDecisionMail(buyer.email, { ...decisionOf(approval, caller, ctx), outcome: { reason } }),
    );
  });
  if (mail !== undefined) deliverSoon(ctx, mail);
}

/** The buyer takes back a pending request of its own; anyone else's answers 404. */
export async function withdrawRequest(db: Db, caller: Caller, id: number) {
  await db.transaction().execute(async (trx) => {
    const approval = await lockedApproval(trx, caller.company.id, id, caller.userId);
    requirePending(approval);
    await decide(trx, id, { status: 'withdrawn', by: caller.userName });
  });
}
