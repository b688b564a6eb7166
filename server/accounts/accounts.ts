import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { userInfo, type UserInfo } from '../../src/api/session.ts';
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
    profile: z.string(),
  }),
  z.transform((row): Account => ({
    id: row.id,
    userName: row.user_name,
    email: row.email,
    passwordHash: row.password_hash,
    accountType: row.account_type,
    bpid: row.bpid,
    canImpersonate: row.can_impersonate === 1,
    profile: {
      ...storedProfile.parse(JSON.parse(row.profile)),
      UserName: row.user_name,
      AccountType: row.account_type,
      Account: row.bpid,
    },
  })),
);

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

/** The caller's own account; a token for an account that no longer exists counts as signed out. */
export function accountOf(db: DatabaseSync, caller: Caller): Account {
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

/** The claims of the bearer token issued to an account. */
export function callerFor(account: Account): Caller {
  return { userId: account.id, userName: account.userName, email: account.email, accountType: account.accountType };
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
