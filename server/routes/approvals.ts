import { Hono } from 'hono';
import { approvalIdRequest, approvalsRequest, declineOrderRequest } from '../../src/api/approvals.ts';
import { HUMAN_PASS_HEADER } from '../../src/api/misc.ts';
import { callerOf, requireCaller } from '../auth/middleware.ts';
import { requireCapability } from '../auth/roles.ts';
import { approveRequest, declineRequest, withdrawRequest } from '../company/approval-decisions.ts';
import { approvalsOf } from '../company/approvals.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonBody } from '../http/validate.ts';

/**
 * Orders over a buyer's spending limit: the company's admins list, approve and decline them (each
 * answers the company's requests as they now are); a buyer lists its own and withdraws one.
 */
export function approvalRoutes(ctx: AppContext): Hono<AppEnv> {
  const { db } = ctx;
  const admin = [requireCaller, requireCapability('approvals')] as const;
  // Admins, and staff signed in as any member of the company.
  const reader = [requireCaller, requireCapability('read-approvals')] as const;
  const buyer = [requireCaller, requireCapability('order')] as const;
  const companyRequests = async (companyId: number) => ({ approvals: await approvalsOf(db, { companyId }) });
  const ownRequests = async (buyerId: number) => ({ approvals: await approvalsOf(db, { buyerId }) });

  return new Hono<AppEnv>()
    .post('/GetApprovals', ...reader, jsonBody(approvalsRequest), async (c) =>
      c.json(await companyRequests(callerOf(c).company.id)),
    )
    .post('/ApproveOrder', ...admin, jsonBody(approvalIdRequest), async (c) => {
      const caller = callerOf(c);
      await approveRequest(ctx, caller, c.req.valid('json').Id, c.req.header(HUMAN_PASS_HEADER));
      return c.json(await companyRequests(caller.company.id));
    })
    .post('/DeclineOrder', ...admin, jsonBody(declineOrderRequest), async (c) => {
      const caller = callerOf(c);
      const { Id, Reason } = c.req.valid('json');
      await declineRequest(ctx, caller, Id, Reason);
      return c.json(await companyRequests(caller.company.id));
    })
    .post('/GetOrderRequests', ...buyer, jsonBody(approvalsRequest), async (c) =>
      c.json(await ownRequests(callerOf(c).userId)),
    )
    .post('/WithdrawOrderRequest', ...buyer, jsonBody(approvalIdRequest), async (c) => {
      const caller = callerOf(c);
      await withdrawRequest(db, caller, c.req.valid('json').Id);
      return c.json(await ownRequests(caller.userId));
    });
}
