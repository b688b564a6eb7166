import type { CompanyRole } from '../src/config/company-roles.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/index.ts';
import type { TokenClaims } from './auth/token.ts';
import type { CallerCache } from './auth/caller-cache.ts';
import type { PriceCache } from './catalog/price-cache.ts';
import type { Logger } from './log.ts';
import type { Refusals } from './security/refusals.ts';

/** What every route needs: the database and the runtime settings. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  /** Where request lines and security events go; none are written without it (builds, tests). */
  log?: Logger;
  /** The callers of recent tokens, kept while the database announces their changes; read on every call without it. */
  callers?: CallerCache;
  /** The price and stock records of products, kept while the database announces their changes; read on every call without it. */
  prices?: PriceCache;
  /** The subjects this node refuses until their window ends (see rate-limit.ts); `createApp` makes one per node without it. */
  refusals?: Refusals;
  /**
   * False for an app that answers a publish's pull, which never searches: the search index is then
   * built on a first search only, not at once beside the pull (see catalog/search.ts).
   */
  searchIndexAtStart?: boolean;
}

/**
 * The signed-in caller, set by the auth middleware from a valid bearer token and the account row
 * as it is now (so a changed account type or a deleted account takes effect at once).
 */
export interface Caller {
  /** The signed-in login (a company member's own account). */
  userId: number;
  userName: string;
  email: string;
  /** The company's account type: every member sees the company's price tier. */
  accountType: string;
  /** The company whose data the caller works on (its account row), and the caller's role in it. */
  company: { id: number; role: CompanyRole };
  /** The staff account signed in as this account, when the session is an impersonation. */
  impersonator?: { userId: number; userName: string };
}

export type AppEnv = {
  Variables: {
    caller: Caller | undefined;
    /** The claims of the caller's token (its id and expiry, for signing out). */
    claims: TokenClaims | undefined;
    /** The request's logger: the server's log with the request id bound. */
    log: Logger;
    requestId: string;
  };
};
