import * as z from 'zod/mini';
import { companyRoles } from '../../src/config/company-roles.ts';
import { sql, type Db } from '../db/index.ts';

const loginRow = z.object({
  id: z.number(),
  user_name: z.string(),
  email: z.string(),
  token_version: z.number(),
  can_impersonate: z.boolean(),
  company_id: z.number(),
  role: z.enum(companyRoles),
  status: z.enum(['invited', 'active', 'disabled']),
  account_type: z.string(),
});

/** A login with its company: its id, role and status there, and the company's account type. */
export interface MemberLogin {
  id: number;
  userName: string;
  email: string;
  tokenVersion: number;
  canImpersonate: boolean;
  companyId: number;
  role: z.infer<typeof loginRow>['role'];
  status: z.infer<typeof loginRow>['status'];
  accountType: string;
}

const loginOf = (row: z.infer<typeof loginRow>): MemberLogin => ({
  id: row.id,
  userName: row.user_name,
  email: row.email,
  tokenVersion: row.token_version,
  canImpersonate: row.can_impersonate,
  companyId: row.company_id,
  role: row.role,
  status: row.status,
  accountType: row.account_type,
});

/**
 * Logins with their companies, and whether `tokenId` was signed out, in one read: it runs on every
 * signed-in call. An account without a member row is its own company's admin; a member works for
 * the company that invited it, at that company's account type.
 */
export async function tokenLogins(
  db: Db,
  tokenId: string | null,
  accountIds: readonly number[],
): Promise<{ revoked: boolean; logins: MemberLogin[] }> {
  const { rows } = await sql<{ revoked: boolean; id: number | null }>`
    SELECT r.revoked, a.id, a.user_name, a.email, a.token_version, a.can_impersonate,
      COALESCE(m.company_id, a.id) AS company_id, COALESCE(m.role, 'admin') AS role,
      COALESCE(m.status, 'active') AS status, c.account_type
    FROM (SELECT EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = ${tokenId}) AS revoked) r
    LEFT JOIN (accounts a
      LEFT JOIN company_members m ON m.account_id = a.id
      JOIN accounts c ON c.id = COALESCE(m.company_id, a.id)) ON a.id = ANY(${accountIds}::integer[])`.execute(db);
  const logins = rows.filter((row) => row.id !== null).map((row) => loginOf(loginRow.parse(row)));
  return { revoked: rows[0]?.revoked !== false, logins };
}

/** One login with its company, or undefined when the account is gone. */
export async function memberLogin(db: Db, accountId: number): Promise<MemberLogin | undefined> {
  const { logins } = await tokenLogins(db, null, [accountId]);
  return logins[0];
}
