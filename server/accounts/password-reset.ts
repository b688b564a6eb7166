import { createHash, randomBytes } from 'node:crypto';
import { company } from '../../src/config/business.ts';
import { passwordReset } from '../../src/config/password-reset.ts';
import { hashPassword } from '../auth/passwords.ts';
import { statement } from '../catalog/rows.ts';
import type { AppContext } from '../context.ts';
import { transaction } from '../db/index.ts';
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

/**
 * Stores a single-use reset token (its hash) for the account and queues the mail with its link, in
 * one transaction; delivery starts after the commit. Answers the outbox id.
 */
export function sendResetLink(ctx: AppContext, account: Account): number {
  const token = randomBytes(32).toString('base64url');
  const created = nowSeconds();
  const outboxId = transaction(ctx.db, () => {
    statement(ctx.db, 'DELETE FROM password_resets WHERE expires_at < ?').run(created);
    statement(
      ctx.db,
      'INSERT INTO password_resets (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ).run(tokenHash(token), account.id, created, created + passwordReset.linkValidSeconds);
    return queueMail(ctx.db, {
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

/**
 * Sets a new password with a reset token: the token is spent at once (a second use fails), every
 * other open link of the account is spent with it, and the account's token version goes up, so
 * every session issued before stops working. A confirmation mail is queued in the same transaction.
 * An unknown, used or expired token answers 400 on the Token field, before any hashing.
 */
export async function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<Account> {
  const hash = tokenHash(token);
  const row = statement(
    ctx.db,
    'SELECT account_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
  ).get(hash, nowSeconds());
  const account = row ? findAccountById(ctx.db, Number(row.account_id)) : undefined;
  if (!account) throw new ApiFailure(400, 'Invalid request', [{ field: 'Token', reason: INVALID_LINK }]);
  const passwordHash = await hashPassword(newPassword);
  const outboxId = transaction(ctx.db, () => {
    // Spent here, after the hashing wait: of two uses racing, only the one that spends it goes on.
    const spent = statement(
      ctx.db,
      'UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
    ).run(nowSeconds(), hash, nowSeconds());
    if (spent.changes !== 1) throw new ApiFailure(400, 'Invalid request', [{ field: 'Token', reason: INVALID_LINK }]);
    statement(ctx.db, 'UPDATE password_resets SET used_at = ? WHERE account_id = ? AND used_at IS NULL').run(
      nowSeconds(),
      account.id,
    );
    statement(ctx.db, 'UPDATE accounts SET password_hash = ?, token_version = token_version + 1 WHERE id = ?').run(
      passwordHash,
      account.id,
    );
    return queueMail(ctx.db, {
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
