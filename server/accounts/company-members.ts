import type { CompanyMember, InviteMemberRequest, MemberLimitsRequest } from '../../src/api/company.ts';
import { companyMember } from '../../src/api/company.ts';
import { company as business } from '../../src/config/business.ts';
import {
  INVITATION_PATH,
  INVITATION_VALID_SECONDS,
  roleLabels,
  type CompanyRole,
} from '../../src/config/company-roles.ts';
import { decoyHash } from '../auth/passwords.ts';
import type { AppContext, Caller } from '../context.ts';
import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { mailboxes } from '../mail/addresses.ts';
import { deliverSoon, queueMail } from '../mail/outbox.ts';
import { accountOf } from './accounts.ts';
import { linkTo, storeLink } from './single-use-links.ts';

/** Every login of the company: its own account (the owner, an admin) first, then members by name. */
export async function membersOf(db: Db, companyId: number): Promise<CompanyMember[]> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT a.id AS "MemberId", a.user_name AS "UserName", a.email AS "Email",
      COALESCE(m.role, 'admin') AS "Role", COALESCE(m.status, 'active') AS "Status", m.account_id IS NULL AS "Owner",
      m.order_limit AS "OrderLimit", m.month_limit AS "MonthLimit"
    FROM accounts a LEFT JOIN company_members m ON m.account_id = a.id
    WHERE a.id = ${companyId} OR m.company_id = ${companyId}
    ORDER BY m.account_id IS NOT NULL, lower(a.user_name)`.execute(db);
  return rows.map((row) => companyMember.parse(row));
}

const taken = (field: 'UserName' | 'Email', reason: string) =>
  new ApiFailure(400, 'Invalid request', [{ field, reason }]);

/**
 * Makes the colleague's login (no password yet: none matches until the link sets one) in the
 * company, stores a single-use invitation link valid 7 days and queues its mail, in one
 * transaction. A user name or email already in use is refused on its field.
 */
export async function inviteMember(ctx: AppContext, caller: Caller, invite: InviteMemberRequest): Promise<void> {
  const owner = await accountOf(ctx.db, caller);
  const { UserName: userName, Email: email, Role: role } = invite;
  const outboxId = await ctx.db.transaction().execute(async (trx) => {
    const { rows: clash } = await sql<{ name: boolean }>`
      SELECT lower(user_name) = lower(${userName}) AS name FROM accounts
      WHERE lower(user_name) = lower(${userName}) OR lower(email) = lower(${email}) LIMIT 1`.execute(trx);
    if (clash[0])
      throw clash[0].name
        ? taken('UserName', 'This user name is taken')
        : taken('Email', 'This email already has an account');
    const { rows } = await sql<{ id: number }>`
      INSERT INTO accounts (user_name, email, password_hash, account_type, bpid, profile)
      VALUES (${userName}, ${email}, ${decoyHash}, ${owner.accountType}, ${owner.bpid}, '{}')
      ON CONFLICT DO NOTHING RETURNING id`.execute(trx);
    const id = rows[0]?.id;
    // Someone took the name or address between the check and the insert.
    if (id === undefined) throw taken('UserName', 'This user name is taken');
    await sql`
      INSERT INTO company_members (account_id, company_id, role, status, invited_at)
      VALUES (${id}, ${owner.id}, ${role}, 'invited', ${new Date().toISOString()})`.execute(trx);
    const token = await storeLink(trx, id, 'invitation', INVITATION_VALID_SECONDS);
    return queueMail(trx, {
      kind: 'company-invitation',
      from: mailboxes.noReply,
      to: email,
      subject: `${owner.profile.Company} invites you to its ${business.name} dealer account`,
      text: [
        `Hello ${userName},`,
        '',
        `${caller.userName} invites you to the ${business.name} dealer account of ${owner.profile.Company}`,
        `as ${roleLabels[role]}. To choose your password, open this link within 7 days. It works once:`,
        '',
        linkTo(ctx.config.siteUrl, INVITATION_PATH, token),
        '',
        `Then sign in with the user name ${userName} or this email address.`,
        '',
      ].join('\n'),
    });
  });
  deliverSoon(ctx, outboxId);
}

/**
 * Changes a member of the caller's company in one statement, and ends the member's sessions (their
 * menu then follows the new role). The owner and other companies' logins are not members: 404.
 */
async function changeMember(db: Db, caller: Caller, memberId: number, set: { role?: CompanyRole; disabled?: boolean }) {
  const status = set.disabled === undefined ? null : set.disabled ? 'disabled' : 'active';
  const { rows } = await sql<{ account_id: number }>`
    UPDATE company_members SET role = COALESCE(${set.role ?? null}, role),
      status = CASE WHEN ${status}::text IS NULL OR status = 'invited' AND ${status} = 'active' THEN status ELSE ${status} END
    WHERE account_id = ${memberId} AND company_id = ${caller.company.id}
    RETURNING account_id`.execute(db);
  if (!rows[0]) throw new ApiFailure(404, 'No such member');
  await sql`UPDATE accounts SET token_version = token_version + 1 WHERE id = ${memberId}`.execute(db);
}

/**
 * Sets a member's spending limits (null: none); they apply while it is a Buyer, from its next
 * order. The owner and other companies' logins are not members: 404.
 */
export async function setMemberLimits(db: Db, caller: Caller, limits: MemberLimitsRequest): Promise<void> {
  const { rows } = await sql`
    UPDATE company_members SET order_limit = ${limits.OrderLimit}, month_limit = ${limits.MonthLimit}
    WHERE account_id = ${limits.MemberId} AND company_id = ${caller.company.id} RETURNING account_id`.execute(db);
  if (!rows[0]) throw new ApiFailure(404, 'No such member');
}

export const setMemberRole = (db: Db, caller: Caller, memberId: number, role: CompanyRole) =>
  changeMember(db, caller, memberId, { role });

export const setMemberDisabled = (db: Db, caller: Caller, memberId: number, disabled: boolean) =>
  changeMember(db, caller, memberId, { disabled });

/**
 * Removes a member's login with its links and lists; orders it placed stay the company's and keep
 * its name. Another company's member (or the owner) answers 404.
 */
export async function removeMember(db: Db, caller: Caller, memberId: number): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    DELETE FROM accounts WHERE id = ${memberId}
      AND id IN (SELECT account_id FROM company_members WHERE company_id = ${caller.company.id})
    RETURNING id`.execute(db);
  if (!rows[0]) throw new ApiFailure(404, 'No such member');
}
