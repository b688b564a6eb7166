import { Hono } from 'hono';
import {
  inviteMemberRequest,
  memberIdRequest,
  memberLimitsRequest,
  memberRoleRequest,
  membersRequest,
  memberStatusRequest,
} from '../../src/api/company.ts';
import { acceptInvitationRequest } from '../../src/api/session.ts';
import { INVALID_INVITATION } from '../../src/config/company-roles.ts';
import {
  inviteMember,
  membersOf,
  removeMember,
  setMemberDisabled,
  setMemberLimits,
  setMemberRole,
} from '../accounts/company-members.ts';
import { setPasswordWithLink } from '../accounts/single-use-links.ts';
import { callerOf, requireCaller } from '../auth/middleware.ts';
import { requireCapability } from '../auth/roles.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { sql } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { jsonBody } from '../http/validate.ts';
import { securityEvent } from '../log.ts';
import { limitRules, TOO_MANY_ATTEMPTS } from '../security/limits.ts';
import { createLimiter } from '../security/rate-limit.ts';
import { clientAddress } from '../security/client-address.ts';
import { limitMailingWrites } from '../security/mailing-writes.ts';

const invalidInvitation = () =>
  new ApiFailure(400, 'Invalid request', [{ field: 'Token', reason: INVALID_INVITATION }]);

/**
 * A company's members, managed by its admins (every call answers the members as they now are), and
 * the invitation link's acceptance, which needs no session.
 */
export function companyRoutes(ctx: AppContext): Hono<AppEnv> {
  const { db } = ctx;
  const limiter = createLimiter(db, ctx.refusals);
  // Each invitation mails someone: counted like the other mailing writes of an account.
  const inviteLimit = limitMailingWrites(ctx, 'invitations', ctx.config.accountChangesPerWindow, TOO_MANY_ATTEMPTS);
  const admin = [requireCaller, requireCapability('members')] as const;
  const members = async (companyId: number) => ({ members: await membersOf(db, companyId) });

  return (
    new Hono<AppEnv>()
      // Read by admins, and by staff signed in as any member of the company.
      .post(
        '/GetCompanyMembers',
        requireCaller,
        requireCapability('read-members'),
        jsonBody(membersRequest),
        async (c) => c.json(await members(callerOf(c).company.id)),
      )
      .post('/InviteMember', ...admin, inviteLimit, jsonBody(inviteMemberRequest), async (c) => {
        const caller = callerOf(c);
        await inviteMember(ctx, caller, c.req.valid('json'));
        return c.json(await members(caller.company.id));
      })
      .post('/SetMemberRole', ...admin, jsonBody(memberRoleRequest), async (c) => {
        const { MemberId, Role } = c.req.valid('json');
        const caller = callerOf(c);
        await setMemberRole(db, caller, MemberId, Role);
        return c.json(await members(caller.company.id));
      })
      .post('/SetMemberStatus', ...admin, jsonBody(memberStatusRequest), async (c) => {
        const { MemberId, Disabled } = c.req.valid('json');
        const caller = callerOf(c);
        await setMemberDisabled(db, caller, MemberId, Disabled);
        return c.json(await members(caller.company.id));
      })
      .post('/SetMemberLimits', ...admin, jsonBody(memberLimitsRequest), async (c) => {
        const caller = callerOf(c);
        await setMemberLimits(db, caller, c.req.valid('json'));
        return c.json(await members(caller.company.id));
      })
      .post('/RemoveMember', ...admin, jsonBody(memberIdRequest), async (c) => {
        const caller = callerOf(c);
        await removeMember(db, caller, c.req.valid('json').MemberId);
        return c.json(await members(caller.company.id));
      })
      .post('/AcceptInvitation', jsonBody(acceptInvitationRequest), async (c) => {
        const { Token, NewPassword } = c.req.valid('json');
        await limiter.take(limitRules.resetsPerAddress, clientAddress(c, ctx.config.trustedProxies), TOO_MANY_ATTEMPTS);
        const link = { token: Token, purpose: 'invitation' as const, invalid: invalidInvitation };
        const account = await setPasswordWithLink(ctx, link, NewPassword, async (trx, login) => {
          await sql`UPDATE company_members SET status = 'active' WHERE account_id = ${login.id} AND status = 'invited'`.execute(
            trx,
          );
          return undefined;
        });
        securityEvent('invitation accepted', { userName: account.userName }, c.var.log);
        return c.json({ status: 200 as const });
      })
  );
}
