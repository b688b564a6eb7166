import * as z from 'zod/mini';
import { companyRoles } from '../../src/config/company-roles.ts';
import { sql, type Db } from '../db/index.ts';

const loginRow = z.object({
  id: z.number(),
  user_name: z.string(),
  email: z.string(),
  token_version: z.number(),
  company_id: z.number(),
  role: z.enum(companyRoles),
  status: z.enum(['invited', 'active', 'disabled']),
  account_type: z.string(),
});

/**
 * A login with its company in one read: an account without a member row is its own company's
 * admin; a member works for the company that invited it, at that company's account type.
 */
export async function memberLogin(db: Db, accountId: number) {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT a.id, a.user_name, a.email, a.token_version, COALESCE(m.company_id, a.id) AS company_id,
      COALESCE(m.role, 'admin') AS role, COALESCE(m.status, 'active') AS status, c.account_type
    FROM accounts a
    LEFT JOIN company_members m ON m.account_id = a.id
    JOIN accounts c ON c.id = COALESCE(m.company_id, a.id)
    WHERE a.id = ${accountId}`.execute(db);
  if (!rows[0]) return undefined;
  const row = loginRow.parse(rows[0]);
  return {
    id: row.id,
    userName: row.user_name,
    email: row.email,
    tokenVersion: row.token_version,
    companyId: row.company_id,
    role: row.role,
    status: row.status,
    accountType: row.account_type,
  };
}
