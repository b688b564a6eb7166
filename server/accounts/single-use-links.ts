import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords.ts';
import type { AppContext } from '../context.ts';
import { sql, type Db } from '../db/index.ts';
import type { ApiFailure } from '../http/errors.ts';
import { deliverSoon } from '../mail/outbox.ts';
import { findAccountById, type Account } from './accounts.ts';

/** What a mailed link does: reset a forgotten password, or accept an invitation to a company. */
export type LinkPurpose = 'reset' | 'invitation';

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Only this hash is stored: a copy of the database opens no account. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The mailed link: the token rides in the fragment, so it never reaches a server log or a Referer. */
export const linkTo = (siteUrl: string, path: string, token: string) =>
  `${siteUrl.replace(/\/$/, '')}${path}#token=${token}`;

/**
 * Stores a single-use token (its hash) of `purpose` for the account, valid `validSeconds`, inside
 * the caller's transaction (with the mail that carries it), and answers the token.
 */
export async function storeLink(trx: Db, accountId: number, purpose: LinkPurpose, validSeconds: number) {
  const token = randomBytes(32).toString('base64url');
  const created = nowSeconds();
  await sql`DELETE FROM password_resets WHERE expires_at < ${created}`.execute(trx);
  await sql`
    INSERT INTO password_resets (token_hash, account_id, created_at, expires_at, purpose)
    VALUES (${tokenHash(token)}, ${accountId}, ${created}, ${created + validSeconds}, ${purpose})`.execute(trx);
  return token;
}

/** The account of an open (unused, unexpired) link of `purpose`. */
async function openLinkAccount(db: Db, hash: string, purpose: LinkPurpose): Promise<Account | undefined> {
  const { rows } = await sql<{ account_id: number }>`
    SELECT account_id FROM password_resets
    WHERE token_hash = ${hash} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > ${nowSeconds()}`.execute(
    db,
  );
  return rows[0] ? findAccountById(db, rows[0].account_id) : undefined;
}

/**
 * Spends the link in one statement: of two uses racing (on any node), only the one whose update
 * finds it unused goes on.
 */
async function spendLink(trx: Db, hash: string, accountId: number, purpose: LinkPurpose): Promise<boolean> {
  const now = nowSeconds();
  const { rows } = await sql<{ account_id: number }>`
    UPDATE password_resets SET used_at = ${now}
    WHERE token_hash = ${hash} AND account_id = ${accountId} AND purpose = ${purpose} AND used_at IS NULL
      AND expires_at > ${now}
    RETURNING account_id`.execute(trx);
  return rows.length === 1;
}

/**
 * Sets a password with a link's token: the token is spent at once (a second use fails), every other
 * open link of the account is spent with it, and the account's token version goes up, so every
 * session issued before stops working. `then` runs in the same transaction (it queues the mail to
 * send after the commit). An unknown, used or expired token, or one of another purpose, fails with
 * `invalid()` before any hashing.
 */
export async function setPasswordWithLink(
  ctx: AppContext,
  link: { token: string; purpose: LinkPurpose; invalid: () => ApiFailure },
  newPassword: string,
  then: (trx: Db, account: Account) => Promise<number | undefined>,
): Promise<Account> {
  const hash = tokenHash(link.token);
  const account = await openLinkAccount(ctx.db, hash, link.purpose);
  if (!account) throw link.invalid();
  const passwordHash = await hashPassword(newPassword);
  const outboxId = await ctx.db.transaction().execute(async (trx) => {
    // Uses of one account's links take turns, so two of them used at once cannot both go through.
    await sql`SELECT id FROM accounts WHERE id = ${account.id} FOR UPDATE`.execute(trx);
    if (!(await spendLink(trx, hash, account.id, link.purpose))) throw link.invalid();
    await sql`UPDATE password_resets SET used_at = ${nowSeconds()} WHERE account_id = ${account.id} AND used_at IS NULL`.execute(
      trx,
    );
    await sql`
      UPDATE accounts SET password_hash = ${passwordHash}, token_version = token_version + 1
      WHERE id = ${account.id}`.execute(trx);
    return then(trx, account);
  });
  if (outboxId !== undefined) deliverSoon(ctx, outboxId);
  return account;
}
