import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import type { Account } from './accounts.ts';

const incorrect = () =>
  new ApiFailure(400, 'Invalid request', [{ field: 'CurrentPassword', reason: 'Your old password is incorrect' }]);

/**
 * Replaces an account's password after checking the current one, and bumps the account's token
 * version so every session issued before (a stolen token among them) stops working. The new
 * password's rule and the confirmation are checked by the request schema before this runs.
 */
export async function changePassword(db: Db, account: Account, current: string, next: string): Promise<void> {
  if (!(await verifyPassword(current, account.passwordHash))) throw incorrect();
  const nextHash = await hashPassword(next);
  // Only over the password that was checked: a change or reset elsewhere meanwhile wins, and this one
  // is refused as made with an old password.
  const changed = await sql`
    UPDATE accounts SET password_hash = ${nextHash}, token_version = token_version + 1
    WHERE id = ${account.id} AND password_hash = ${account.passwordHash}`.execute(db);
  if (Number(changed.numAffectedRows ?? 0n) !== 1) throw incorrect();
}
