import { company } from '../../src/config/business.ts';
import { passwordReset } from '../../src/config/password-reset.ts';
import type { AppContext } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';
import { mailboxes } from '../mail/addresses.ts';
import { deliverSoon, queueMail } from '../mail/outbox.ts';
import type { Account } from './accounts.ts';
import { linkTo, setPasswordWithLink, storeLink } from './single-use-links.ts';

export const INVALID_LINK = passwordReset.invalidLinkText;

/** The mailed link of a reset token. */
export const resetLink = (siteUrl: string, token: string) => linkTo(siteUrl, passwordReset.path, token);

const invalidLink = () => new ApiFailure(400, 'Invalid request', [{ field: 'Token', reason: INVALID_LINK }]);

/**
 * Stores a single-use reset token (its hash) for the account and queues the mail with its link, in
 * one transaction; delivery starts after the commit. Answers the outbox id.
 */
export async function sendResetLink(ctx: AppContext, account: Account): Promise<number> {
  const outboxId = await ctx.db.transaction().execute(async (trx) => {
    const token = await storeLink(trx, account.id, 'reset', passwordReset.linkValidSeconds);
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

/**
 * Sets a new password with a reset token: the token is spent at once (a second use fails), every
 * other open link of the account is spent with it, and the account's token version goes up, so
 * every session issued before stops working. A confirmation mail is queued in the same transaction.
 * An unknown, used or expired token answers 400 on the Token field, before any hashing.
 */
export function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<Account> {
  const link = { token, purpose: 'reset' as const, invalid: invalidLink };
  return setPasswordWithLink(ctx, link, newPassword, (trx, account) =>
    queueMail(trx, {
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
    }),
  );
}
