import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { userInfo, type UserInfo } from '../../src/api/session.ts';
import type { TokenClaims, TokenSubject } from '../auth/token.ts';
import type { Caller } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';

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

const storedProfile = z.omit(userInfo, { UserName: true, AccountType: true, Account: true });

const accountRow = z.pipe(
  z.object({
    id: z.number(),
    user_name: z.string(),
    email: z.string(),
    password_hash: z.string(),
    account_type: z.string(),
    bpid: z.string(),
    can_impersonate: z.number(),
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
      canImpersonate: row.can_impersonate === 1,
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

function accountWhere(db: DatabaseSync, where: string, ...values: Array<string | number>): Account | undefined {
  const row = db.prepare(`SELECT * FROM accounts WHERE ${where}`).get(...values);
  return row ? accountRow.parse(row) : undefined;
}

/** The account signing in with a user name or an email address, in any letter case. */
export const findAccountByLogin = (db: DatabaseSync, login: string) =>
  accountWhere(db, 'user_name = ?1 OR email = ?1', login.trim());

export const findAccountByUserName = (db: DatabaseSync, userName: string) =>
  accountWhere(db, 'user_name = ?', userName.trim());

export const findAccountById = (db: DatabaseSync, id: number) => accountWhere(db, 'id = ?', id);

/**
 * The account of a caller (or of the staff user behind one); a token for an account that no longer
 * exists counts as signed out.
 */
export function accountOf(db: DatabaseSync, caller: Pick<Caller, 'userId'>): Account {
  const account = findAccountById(db, caller.userId);
  if (!account) throw new ApiFailure(401, 'The account of this token no longer exists');
  return account;
}

/**
 * The caller's account when `bpid` is its business partner id. Any other bpid answers 404, the same
 * as an id that does not exist, so account ids of others cannot be probed.
 */
export function ownAccount(db: DatabaseSync, caller: Caller, bpid: string): Account {
  const account = accountOf(db, caller);
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
 * The caller a token's claims speak for, from the account rows as they are now: undefined when the
 * account is gone, the token predates a password change, or the impersonating staff account lost
 * the right (or changed its password).
 */
export function callerOfClaims(db: DatabaseSync, claims: TokenClaims): Caller | undefined {
  const account = findAccountById(db, claims.userId);
  if (!account || account.tokenVersion !== claims.tokenVersion) return undefined;
  const caller: Caller = {
    userId: account.id,
    userName: account.userName,
    email: account.email,
    accountType: account.accountType,
  };
  if (!claims.impersonator) return caller;
  const staff = findAccountById(db, claims.impersonator.userId);
  if (!staff?.canImpersonate || staff.tokenVersion !== claims.impersonator.tokenVersion) return undefined;
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
export function insertAccount(db: DatabaseSync, account: NewAccount): number {
  const { Account: bpid, ...profile } = account.profile;
  const result = db
    .prepare(
      `INSERT INTO accounts (user_name, email, password_hash, account_type, bpid, can_impersonate, profile)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      account.userName,
      account.email,
      account.passwordHash,
      account.accountType,
      bpid,
      account.canImpersonate ? 1 : 0,
      JSON.stringify(profile),
    );
  return Number(result.lastInsertRowid);
}
