import * as z from 'zod/mini';
import { userInfo, type UserInfo } from '../../src/api/session.ts';
import type { TokenClaims, TokenSubject } from '../auth/token.ts';
import type { Caller } from '../context.ts';
import type { RawBuilder } from 'kysely';
import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { tokenLogins } from './member-login.ts';

/** A dealer portal account as stored. */
export interface Account {
  id: number;
  userName: string;
  email: string;
  passwordHash: string;
  accountType: string;
  /** Business partner id ("C10023"): the bpid of the account calls. */
  bpid: string;
  canImpersonate: boolean;
  /** Tokens issued at an older version are refused (a password change bumps it). */
  tokenVersion: number;
  profile: UserInfo;
}

const storedProfile = z.omit(userInfo, { UserName: true, AccountType: true, Account: true, Role: true });

const accountRow = z.pipe(
  z.object({
    id: z.number(),
    user_name: z.string(),
    email: z.string(),
    password_hash: z.string(),
    account_type: z.string(),
    bpid: z.string(),
    can_impersonate: z.boolean(),
    token_version: z.number(),
    profile: z.string(),
  }),
  z.transform((row): Account => {
    let profile: UserInfo | undefined;
    return {
      id: row.id,
      userName: row.user_name,
      email: row.email,
      passwordHash: row.password_hash,
      accountType: row.account_type,
      bpid: row.bpid,
      canImpersonate: row.can_impersonate,
      tokenVersion: row.token_version,
      // Read when a call needs it: a corrupt profile fails those calls (422), not every call of the account.
      get profile() {
        return (profile ??= profileOf(row));
      },
    };
  }),
);

/** The stored profile of an account row, with the fields the row holds in columns. */
function profileOf(row: { user_name: string; account_type: string; bpid: string; profile: string }): UserInfo {
  let stored: unknown;
  try {
    stored = JSON.parse(row.profile);
  } catch {
    stored = undefined;
  }
  const parsed = storedProfile.safeParse(stored);
  if (!parsed.success) {
    throw new ApiFailure(422, 'The profile of this account cannot be read. Please contact us.', [
      { field: 'profile', reason: 'The stored profile does not fit the contract' },
    ]);
  }
  return { ...parsed.data, UserName: row.user_name, AccountType: row.account_type, Account: row.bpid };
}

/** The first account `where` selects, in `order`. */
async function accountWhere(db: Db, where: RawBuilder<unknown>, order = sql`id`): Promise<Account | undefined> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT * FROM accounts WHERE ${where} ORDER BY ${order} LIMIT 1`.execute(db);
  return rows[0] ? accountRow.parse(rows[0]) : undefined;
}

/**
 * The account signing in with a user name or an email address, in any letter case (each is unique
 * by lower(); should one account's user name be another's address, the user name wins).
 */
export function findAccountByLogin(db: Db, login: string) {
  const name = login.trim();
  return accountWhere(
    db,
    sql`lower(user_name) = lower(${name}) OR lower(email) = lower(${name})`,
    sql`lower(user_name) = lower(${name}) DESC`,
  );
}

export const findAccountByUserName = (db: Db, userName: string) =>
  accountWhere(db, sql`lower(user_name) = lower(${userName.trim()})`);

export const findAccountById = (db: Db, id: number) => accountWhere(db, sql`id = ${id}`);

/**
 * The company account of a caller: where its price tier, profile, orders and invoices live. A
 * company that no longer exists counts as signed out.
 */
export async function accountOf(db: Db, caller: Pick<Caller, 'company'>): Promise<Account> {
  const account = await findAccountById(db, caller.company.id);
  if (!account) throw new ApiFailure(401, 'The account of this token no longer exists');
  return account;
}

/** The caller's own login account (or the staff user's behind an impersonation): its password, its rights. */
export async function loginAccountOf(db: Db, login: { userId: number }): Promise<Account> {
  const account = await findAccountById(db, login.userId);
  if (!account) throw new ApiFailure(401, 'The account of this token no longer exists');
  return account;
}

/**
 * The caller's account when `bpid` is its business partner id. Any other bpid answers 404, the same
 * as an id that does not exist, so account ids of others cannot be probed.
 */
export async function ownAccount(db: Db, caller: Caller, bpid: string): Promise<Account> {
  const account = await accountOf(db, caller);
  if (account.bpid.toUpperCase() !== bpid.trim().toUpperCase()) throw new ApiFailure(404, 'No such account');
  return account;
}

/** What the bearer token of an account says; with `staff`, a session of staff signed in as it. */
export function tokenSubjectFor(account: Account, staff?: Account): TokenSubject {
  return {
    userId: account.id,
    userName: account.userName,
    email: account.email,
    accountType: account.accountType,
    tokenVersion: account.tokenVersion,
    ...(staff && {
      impersonator: { userId: staff.id, userName: staff.userName, tokenVersion: staff.tokenVersion },
    }),
  };
}

/**
 * The caller a token's claims speak for, from the rows as they are now: undefined when the token
 * was signed out, the login is gone or disabled, the token predates a password change, or the
 * impersonating staff account lost the right (or changed its password). One statement reads the
 * revocation, the login with its company, and the staff account: it runs on every signed-in call.
 */
export async function callerOfClaims(db: Db, claims: TokenClaims): Promise<Caller | undefined> {
  const ids = [claims.userId, ...(claims.impersonator ? [claims.impersonator.userId] : [])];
  const { revoked, logins } = await tokenLogins(db, claims.tokenId, ids);
  if (revoked) return undefined;
  const login = logins.find((row) => row.id === claims.userId);
  if (!login || login.tokenVersion !== claims.tokenVersion || login.status === 'disabled') return undefined;
  const caller: Caller = {
    userId: login.id,
    userName: login.userName,
    email: login.email,
    accountType: login.accountType,
    company: { id: login.companyId, role: login.role },
  };
  if (!claims.impersonator) return caller;
  const { userId, tokenVersion } = claims.impersonator;
  const staff = logins.find((row) => row.id === userId);
  if (!staff?.canImpersonate || staff.tokenVersion !== tokenVersion) return undefined;
  return { ...caller, impersonator: { userId: staff.id, userName: staff.userName } };
}

export interface NewAccount {
  userName: string;
  email: string;
  passwordHash: string;
  accountType: string;
  canImpersonate: boolean;
  profile: Omit<UserInfo, 'UserName' | 'AccountType'>;
}

/** Stores an account and answers its id. */
export async function insertAccount(db: Db, account: NewAccount): Promise<number> {
  const { Account: bpid, ...profile } = account.profile;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO accounts (user_name, email, password_hash, account_type, bpid, can_impersonate, profile)
    VALUES (${account.userName}, ${account.email}, ${account.passwordHash}, ${account.accountType}, ${bpid},
            ${account.canImpersonate}, ${JSON.stringify(profile)})
    RETURNING id`.execute(db);
  return rows[0]!.id;
}
