import type { DatabaseSync } from 'node:sqlite';
import { ApiFailure } from '../http/errors.ts';

/** At most `limit` counted events per subject in each window of `windowSeconds`. */
export interface LimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Expired counters are swept after this many counted events, so the table stays small. */
const SWEEP_EVERY = 500;

/**
 * Fixed-window counters in SQLite: they survive a restart (an attacker gains nothing by crashing
 * the server) and cost one indexed row per subject. `check` refuses once the limit is reached;
 * `count` records one event; `take` does both at once; `refund` takes one back; `clear` forgets a
 * subject (a successful sign-in).
 */
export function createLimiter(db: DatabaseSync, now: () => number = Date.now) {
  const read = db.prepare('SELECT window_start, hits FROM rate_limits WHERE key = ?');
  const upsert = db.prepare(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES (?1, ?2, 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE hits + 1 END,
       window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END`,
  );
  const remove = db.prepare('DELETE FROM rate_limits WHERE key = ?');
  const refundOne = db.prepare('UPDATE rate_limits SET hits = max(hits - 1, 0) WHERE key = ?');
  const sweep = db.prepare('DELETE FROM rate_limits WHERE window_start <= ?');
  let counted = 0;
  const keyOf = (rule: LimitRule, subject: string) => `${rule.name}:${subject.slice(0, 300).toLowerCase()}`;

  return {
    /** Seconds until the subject may try again, or 0 when it is under the limit. */
    retryAfter(rule: LimitRule, subject: string): number {
      const row = read.get(keyOf(rule, subject));
      if (!row) return 0;
      const ends = Number(row.window_start) + rule.windowSeconds * 1000;
      if (ends <= now() || Number(row.hits) < rule.limit) return 0;
      return Math.max(1, Math.ceil((ends - now()) / 1000));
    },
    /** Refuses with 429 and `Retry-After` when the subject is at its limit. */
    check(rule: LimitRule, subject: string, message: string): void {
      const wait = this.retryAfter(rule, subject);
      if (wait > 0) throw new ApiFailure(429, message, [], wait);
    },
    /**
     * Refuses at the limit, else counts one event: check and count in one synchronous step, so
     * requests arriving together cannot all pass before any is counted.
     */
    take(rule: LimitRule, subject: string, message: string): void {
      this.check(rule, subject, message);
      this.count(rule, subject);
    },
    /** Takes back one event counted by `take` that did not happen (a sign-in that succeeded). */
    refund(rule: LimitRule, subject: string): void {
      refundOne.run(keyOf(rule, subject));
    },
    count(rule: LimitRule, subject: string): void {
      upsert.run(keyOf(rule, subject), now(), rule.windowSeconds * 1000);
      counted += 1;
      if (counted % SWEEP_EVERY === 0) sweep.run(now() - 24 * 60 * 60 * 1000);
    },
    clear(rule: LimitRule, subject: string): void {
      remove.run(keyOf(rule, subject));
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
