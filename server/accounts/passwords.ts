import type { DatabaseSync } from 'node:sqlite';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { ApiFailure } from '../http/errors.ts';
import type { Account } from './accounts.ts';

/**
 * Replaces an account's password after checking the current one, and bumps the account's token
 * version so every session issued before (a stolen token among them) stops working. The new
 * password's rule and the confirmation are checked by the request schema before this runs.
 */
export async function changePassword(db: DatabaseSync, account: Account, current: string, next: string): Promise<void> {
  if (!(await verifyPassword(current, account.passwordHash))) {
    throw new ApiFailure(400, 'Invalid request', [
      { field: 'CurrentPassword', reason: 'Your old password is incorrect' },
    ]);
  }
  db.prepare('UPDATE accounts SET password_hash = ?, token_version = token_version + 1 WHERE id = ?').run(
    await hashPassword(next),
    account.id,
  );
}
