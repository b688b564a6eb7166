import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import {
  HASHES_PER_ADDRESS,
  KNOWN_ADDRESS_DAYS,
  limitRules,
  pairDelay,
  signInRules,
  TOO_MANY_ATTEMPTS,
} from './limits.ts';
import { createLimiter, type LimitRule } from './rate-limit.ts';
import { Refusals } from './refusals.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Old pairs and known addresses are swept after this many failures on this node, so the tables stay small. */
const SWEEP_EVERY = 500;
/** Past this many failures the wait is at its ceiling anyway; the exponent stops here (no overflow). */
const MAX_DOUBLINGS = 20;

/** Seconds an address waits for an account after `failures` wrong passwords in a row. */
export function pairWaitSeconds(failures: number): number {
  const past = failures - pairDelay.freeFailures;
  if (past < 0) return 0;
  return Math.min(pairDelay.firstDelaySeconds * 2 ** past, pairDelay.maxDelaySeconds);
}

/** pairWaitSeconds of a stored pair, in milliseconds, as SQL. */
const pairWaitMs = sql<number>`(CASE WHEN sign_in_pairs.failures < ${pairDelay.freeFailures}::integer THEN 0
  ELSE LEAST(${pairDelay.firstDelaySeconds * 1000}::double precision
    * power(2, LEAST(sign_in_pairs.failures - ${pairDelay.freeFailures}::integer, ${MAX_DOUBLINGS}::integer)),
    ${pairDelay.maxDelaySeconds * 1000}::double precision) END)`;

/** One sign-in attempt let through: report how it ended, exactly once. */
export interface Admitted {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

const refuse = (seconds: number) => new ApiFailure(429, TOO_MANY_ATTEMPTS, [], Math.max(1, Math.ceil(seconds)));

/**
 * The sign-in limits (see limits.ts), counted before the password is hashed. An attempt is admitted
 * in one transaction whose every count is a single conditional statement on a locked row, so a
 * hundred attempts arriving together at any nodes are counted as a hundred, and a refused attempt
 * counts nowhere. It is counted as a failure until it proves otherwise.
 *
 * The hashes running for one address are counted in this node's memory: that limit keeps this
 * node's cores free, so it is this node's own. `refusals` is the node's memory of subjects at their
 * limit, shared with the address gate, which checks the same per-address count; a pair's wait is
 * kept there too, so a flood of guesses from one address waits without a query (only a success of
 * that pair shortens it, and it forgets it on its node; another node refuses until it ends, at most).
 */
export function createSignInGuard(db: Db, signInsPerWindow: number, refusals = new Refusals(), now = Date.now) {
  const counted = signInRules(signInsPerWindow);
  const limiter = createLimiter(db, refusals, now);
  const hashing = new Map<string, number>();
  let failures = 0;

  const pairKey = (key: string, address: string) => `sign-in-pair:${key}:${address}`;
  const release = (address: string) => {
    const left = (hashing.get(address) ?? 1) - 1;
    if (left > 0) hashing.set(address, left);
    else hashing.delete(address);
  };

  /** Counts the attempt everywhere or, refusing it, nowhere (the transaction is rolled back). */
  const admitInDatabase = (key: string, address: string) =>
    db.transaction().execute(async (trx) => {
      const at = now();
      const pair = await sql<{ failures: number }>`
        INSERT INTO sign_in_pairs (account, address, failures, last_at) VALUES (${key}, ${address}, 1, ${at}::bigint)
        ON CONFLICT (account, address) DO UPDATE SET failures = sign_in_pairs.failures + 1, last_at = ${at}::bigint
        WHERE sign_in_pairs.last_at + ${pairWaitMs} <= ${at}::bigint
        RETURNING failures`.execute(trx);
      if (pair.rows.length === 0) {
        const { rows } = await sql<{ failures: number; last_at: number }>`
          SELECT failures, last_at FROM sign_in_pairs WHERE account = ${key} AND address = ${address}`.execute(trx);
        const waitMs = Number(rows[0]?.last_at ?? at) + pairWaitSeconds(Number(rows[0]?.failures ?? 0)) * 1000 - at;
        // Read from the shared row, which this transaction has not changed: kept until the wait ends.
        if (waitMs > 0) refusals.refuseUntil(pairKey(key, address), at + waitMs);
        throw refuse(waitMs / 1000);
      }
      const known = await sql`
        SELECT 1 FROM sign_in_known
        WHERE account = ${key} AND address = ${address} AND last_at > ${at - KNOWN_ADDRESS_DAYS * DAY_MS}::bigint`.execute(
        trx,
      );
      const counter = createLimiter(trx, refusals, now);
      const take = async (rule: LimitRule, subject: string) => {
        if (!(await counter.tryTake(rule, subject))) throw refuse(await counter.retryAfter(rule, subject));
      };
      // Past the account's ceiling only the addresses its owner signed in from may still try.
      if (known.rows.length > 0) await counter.count(limitRules.loginFailuresPerAccount, key);
      else await take(limitRules.loginFailuresPerAccount, key);
      // Counted as a success too until the hash tells which: neither limit can be overshot.
      await take(counted.successesPerAccount, key);
      await take(counted.attemptsPerAddress, address);
    });

  const sweep = async () => {
    failures += 1;
    if (failures % SWEEP_EVERY !== 0) return;
    // Rows another request holds are left for the next sweep: a sweep never waits for a sign-in.
    await sql`
      DELETE FROM sign_in_pairs WHERE (account, address) IN (
        SELECT account, address FROM sign_in_pairs WHERE last_at < ${now() - DAY_MS}::bigint FOR UPDATE SKIP LOCKED)`.execute(
      db,
    );
    await sql`
      DELETE FROM sign_in_known WHERE (account, address) IN (
        SELECT account, address FROM sign_in_known
        WHERE last_at < ${now() - KNOWN_ADDRESS_DAYS * DAY_MS}::bigint FOR UPDATE SKIP LOCKED)`.execute(db);
  };

  return {
    /**
     * Lets one attempt through or refuses it with 429 and Retry-After; `account` is the typed login.
     * The hash slot is taken before anything is awaited, so attempts arriving together see it.
     */
    async admit(account: string, address: string): Promise<Admitted> {
      const key = account.trim().toLowerCase().slice(0, 300);
      const waiting = refusals.secondsLeft(pairKey(key, address), now());
      if (waiting > 0) throw refuse(waiting);
      const hashes = hashing.get(address) ?? 0;
      if (hashes >= HASHES_PER_ADDRESS) throw refuse(1);
      hashing.set(address, hashes + 1);
      try {
        await admitInDatabase(key, address);
      } catch (error) {
        release(address);
        throw error;
      }
      let settled = false;
      const settle = () => {
        if (settled) return false;
        settled = true;
        release(address);
        return true;
      };
      return {
        async succeeded() {
          if (!settle()) return;
          await limiter.refund(limitRules.loginFailuresPerAccount, key);
          refusals.forget(pairKey(key, address));
          await sql`DELETE FROM sign_in_pairs WHERE account = ${key} AND address = ${address}`.execute(db);
          await sql`
            INSERT INTO sign_in_known (account, address, last_at) VALUES (${key}, ${address}, ${now()}::bigint)
            ON CONFLICT (account, address) DO UPDATE SET last_at = excluded.last_at`.execute(db);
        },
        async failed() {
          if (!settle()) return;
          await limiter.refund(counted.successesPerAccount, key);
          await sweep();
        },
      };
    },
  };
}
