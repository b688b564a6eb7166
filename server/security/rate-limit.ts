import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { Refusals } from './refusals.ts';

/** At most `limit` counted events per subject in each window of `windowSeconds`. */
export interface LimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Expired counters are swept after this many counted events on this node, so the table stays small. */
const SWEEP_EVERY = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
let counted = 0;
let sweepDue = false;

/**
 * Fixed-window counters in the database, shared by every API node: they survive a restart (an
 * attacker gains nothing by crashing a node) and cost one row per subject. Every change is one
 * statement, so requests arriving together on any node are all counted. `take` counts one event
 * unless the limit is reached (and refuses then); `check` only looks; `count` records one event
 * whatever the limit; `refund` takes one back; `clear` forgets a subject (a successful sign-in).
 *
 * A subject the database had at its limit is refused from `refusals` until its window ends. A refund
 * or clear forgets it on this node; another node may go on refusing it until the window ends, at
 * most. That only ever refuses a subject the shared counter had at its limit in that very window,
 * which a take on any node would have refused a moment before: a refund makes room for one more
 * attempt, never a promise that it is answered on every node at once.
 */
export function createLimiter(db: Db, refusals = new Refusals(), now: () => number = Date.now) {
  const keyOf = (rule: LimitRule, subject: string) => `${rule.name}:${subject.slice(0, 300).toLowerCase()}`;

  const remembered = (key: string) => refusals.secondsLeft(key, now());
  /**
   * Seconds a counter read from the database refuses its subject for, or 0; kept when over 0, unless
   * read inside a transaction, which may yet be rolled back.
   */
  const remember = (rule: LimitRule, key: string, row: { window_start: number; hits: number }) => {
    const ends = Number(row.window_start) + rule.windowSeconds * 1000;
    if (Number(row.hits) < rule.limit || ends <= now()) return 0;
    if (!db.isTransaction) refusals.refuseUntil(key, ends);
    return Math.max(1, Math.ceil((ends - now()) / 1000));
  };

  const sweep = async () => {
    counted += 1;
    if (counted % SWEEP_EVERY === 0) sweepDue = true;
    // Never inside a transaction (a sign-in's): its locks would be held until it ends.
    if (!sweepDue || db.isTransaction) return;
    sweepDue = false;
    // Rows another request holds are left for the next sweep: a sweep never waits for, nor blocks, a count.
    await sql`
      DELETE FROM rate_limits WHERE key IN (
        SELECT key FROM rate_limits WHERE window_start <= ${now() - DAY_MS}::bigint FOR UPDATE SKIP LOCKED)`.execute(
      db,
    );
  };

  const limiter = {
    /** Seconds until the subject may try again, or 0 when it is under the limit. */
    async retryAfter(rule: LimitRule, subject: string): Promise<number> {
      const key = keyOf(rule, subject);
      const known = remembered(key);
      if (known > 0) return known;
      const { rows } = await sql<{ window_start: number; hits: number }>`
        SELECT window_start, hits FROM rate_limits WHERE key = ${key}`.execute(db);
      return rows[0] ? remember(rule, key, rows[0]) : 0;
    },
    /** Refuses with 429 and `Retry-After` when the subject is at its limit. */
    async check(rule: LimitRule, subject: string, message: string): Promise<void> {
      const wait = await limiter.retryAfter(rule, subject);
      if (wait > 0) throw new ApiFailure(429, message, [], wait);
    },
    /**
     * Counts one event unless the subject is at its limit, in one statement: true when counted. The
     * row is locked while the statement runs, so of any number of requests arriving together exactly
     * the limit are counted, on every node.
     */
    async tryTake(rule: LimitRule, subject: string): Promise<boolean> {
      const key = keyOf(rule, subject);
      if (remembered(key) > 0) return false;
      const at = now();
      const expired = at - rule.windowSeconds * 1000;
      const { rows } = await sql<{ hits: number }>`
        INSERT INTO rate_limits (key, window_start, hits)
        SELECT ${key}, ${at}::bigint, 1 WHERE ${rule.limit}::integer > 0
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limits.window_start <= ${expired}::bigint THEN 1 ELSE rate_limits.hits + 1 END,
          window_start = CASE WHEN rate_limits.window_start <= ${expired}::bigint
            THEN ${at}::bigint ELSE rate_limits.window_start END
        WHERE rate_limits.window_start <= ${expired}::bigint OR rate_limits.hits < ${rule.limit}::integer
        RETURNING hits`.execute(db);
      if (rows.length > 0) await sweep();
      return rows.length > 0;
    },
    /** Counts one event, or refuses with 429 and `Retry-After` when the subject is at its limit. */
    async take(rule: LimitRule, subject: string, message: string): Promise<void> {
      if (await limiter.tryTake(rule, subject)) return;
      throw new ApiFailure(429, message, [], Math.max(1, await limiter.retryAfter(rule, subject)));
    },
    /** Takes back one event counted by `take` that did not happen (a sign-in that succeeded). */
    async refund(rule: LimitRule, subject: string): Promise<void> {
      const key = keyOf(rule, subject);
      refusals.forget(key);
      await sql`UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = ${key}`.execute(db);
    },
    /**
     * Counts one event whatever the limit. A subject this node already refuses is not counted again:
     * its counter is at the limit until the window ends, whatever more it counts.
     */
    async count(rule: LimitRule, subject: string): Promise<void> {
      const key = keyOf(rule, subject);
      if (remembered(key) > 0) return;
      const at = now();
      const expired = at - rule.windowSeconds * 1000;
      const { rows } = await sql<{ window_start: number; hits: number }>`
        INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, ${at}::bigint, 1)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limits.window_start <= ${expired}::bigint THEN 1 ELSE rate_limits.hits + 1 END,
          window_start = CASE WHEN rate_limits.window_start <= ${expired}::bigint
            THEN ${at}::bigint ELSE rate_limits.window_start END
        RETURNING window_start, hits`.execute(db);
      if (rows[0]) remember(rule, key, rows[0]);
      await sweep();
    },
    async clear(rule: LimitRule, subject: string): Promise<void> {
      const key = keyOf(rule, subject);
      refusals.forget(key);
      await sql`DELETE FROM rate_limits WHERE key = ${key}`.execute(db);
    },
  };
  return limiter;
}

export type Limiter = ReturnType<typeof createLimiter>;
