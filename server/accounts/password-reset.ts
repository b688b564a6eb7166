import { createHash, randomBytes } from 'node:crypto';
import { company } from '../../src/config/business.ts';
import { passwordReset } from '../../src/config/password-reset.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { AppContext } from '../context.ts';
import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { mailboxes } from '../mail/addresses.ts';
import { deliverSoon, queueMail } from '../mail/outbox.ts';
import { findAccountById, type Account } from './accounts.ts';

export const INVALID_LINK = passwordReset.invalidLinkText;

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Only this hash is stored: a copy of the database opens no account. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The mailed link: the token rides in the fragment, so it never reaches a server log or a Referer. */
export const resetLink = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/$/, '')}${passwordReset.path}#token=${token}`;

const invalidLink = () => new ApiFailure(400, 'Invalid request', [{ field: 'Token', reason: INVALID_LINK }]);

/**
 * Stores a single-use reset token (its hash) for the account and queues the mail with its link, in
 * one transaction; delivery starts after the commit. Answers the outbox id.
 */
export async function sendResetLink(ctx: AppContext, account: Account): Promise<number> {
  const token = randomBytes(32).toString('base64url');
  const created = nowSeconds();
  const outboxId = await ctx.db.transaction().execute(async (trx) => {
    await sql`DELETE FROM password_resets WHERE expires_at < ${created}`.execute(trx);
    await sql`
      INSERT INTO password_resets (token_hash, account_id, created_at, expires_at)
      VALUES (${tokenHash(token)}, ${account.id}, ${created}, ${created + passwordReset.linkValidSeconds})`.execute(
      trx,
    );
    return queueMail(trx, {
      kind: 'password-reset',
      from: mailboxes.noReply,
      to: account.email,
      subject: `Reset your ${company.name} password`,
      text: [
        `Hello ${account.userName},`,
        '',
        `Someone asked to reset the password of your ${company.name} dealer account. To choose a new`,
        'password, open this link within one hour. It works once:',
        '',
        resetLink(ctx.config.siteUrl, token),
        '',
        'If you did not ask for this, ignore this mail: your password stays as it is.',
        '',
      ].join('\n'),
    });
  });
  deliverSoon(ctx, outboxId);
  return outboxId;
}

/** The account of an open (unused, unexpired) link. */
async function openLinkAccount(db: Db, hash: string): Promise<Account | undefined> {
  const { rows } = await sql<{ account_id: number }>`
    SELECT account_id FROM password_resets WHERE token_hash = ${hash} AND used_at IS NULL AND expires_at > ${nowSeconds()}`.execute(
    db,
  );
  return rows[0] ? findAccountById(db, rows[0].account_id) : undefined;
}

/**
 * Spends the link in one statement: of two uses racing (on any node), only the one whose update
 * finds it unused goes on.
 */
async function spendLink(trx: Db, hash: string, accountId: number): Promise<boolean> {
  const now = nowSeconds();
  const { rows } = await sql<{ account_id: number }>`
    UPDATE password_resets SET used_at = ${now}
    WHERE token_hash = ${hash} AND account_id = ${accountId} AND used_at IS NULL AND expires_at > ${now}
    RETURNING account_id`.execute(trx);
  return rows.length === 1;
}

/**
 * Sets a new password with a reset token: the token is spent at once (a second use fails), every
 * other open link of the account is spent with it, and the account's token version goes up, so
 * every session issued before stops working. A confirmation mail is queued in the same transaction.
 * An unknown, used or expired token answers 400 on the Token field, before any hashing.
 */
export async function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<Account> {
  const hash = tokenHash(token);
  const account = await openLinkAccount(ctx.db, hash);
  if (!account) throw invalidLink();
  const passwordHash = await hashPassword(newPassword);
  const outboxId = await ctx.db.transaction().execute(async (trx) => {
    // Resets of one account take turns, so two of its links used at once cannot both go through.
    await sql`SELECT id FROM accounts WHERE id = ${account.id} FOR UPDATE`.execute(trx);
    if (!(await spendLink(trx, hash, account.id))) throw invalidLink();
    await sql`UPDATE password_resets SET used_at = ${nowSeconds()} WHERE account_id = ${account.id} AND used_at IS NULL`.execute(
      trx,
    );
    await sql`
      UPDATE accounts SET password_hash = ${passwordHash}, token_version = token_version + 1
      WHERE id = ${account.id}`.execute(trx);
    return queueMail(trx, {
      kind: 'password-changed',
      from: mailboxes.noReply,
      to: account.email,
      subject: `Your ${company.name} password was changed`,
      text: [
        `Hello ${account.userName},`,
        '',
        'The password of your dealer account was just reset, and every earlier sign-in has ended.',
        `If this was not you, call us at ${company.phone} or reply to ${mailboxes.support} at once.`,
        '',
      ].join('\n'),
    });
  });
  deliverSoon(ctx, outboxId);
  return account;
}
