import { ApiFailure } from '../http/errors.ts';
import { sql, type Db } from '../db/index.ts';
import { openTestDatabase } from '../test/harness.ts';
import { issuePass, spendPass } from './human-pass.ts';
import { limitRules } from './limits.ts';
import { createLimiter } from './rate-limit.ts';
import { createSignInGuard } from './sign-in-guard.ts';
import { overNetwork } from '../test/test-latency.ts';

/**
 * Requests arriving together, on one node or several, each waiting on the database: no limit may
 * be overshot and no pass spent twice. The database answers a turn later, as over a network, so a
 * check and a write that are not one statement would let requests slip between them.
 */
let db: Db;
beforeEach(async () => {
  db = overNetwork(await openTestDatabase());
});
afterEach(() => db.destroy());

/** How many of `tries` succeeded and how each of the others failed. */
async function outcomes(tries: Array<Promise<unknown>>) {
  const settled = await Promise.allSettled(tries);
  const refusals = settled.flatMap((one) => (one.status === 'rejected' ? [one.reason as unknown] : []));
  return { passed: settled.length - refusals.length, refusals };
}

const isTooMany = (error: unknown) =>
  error instanceof ApiFailure && error.status === 429 && (error.retryAfterSeconds ?? 0) > 0;

describe('a limit taken by 50 requests at once', () => {
  it('lets exactly the limit through, from one node or two, and refuses the rest with 429 and Retry-After', async () => {
    const rule = { name: 'test', limit: 5, windowSeconds: 60 };
    const nodes = [createLimiter(db), createLimiter(db)];
    const { passed, refusals } = await outcomes(
      Array.from({ length: 50 }, (_, n) => nodes[n % 2]!.take(rule, '203.0.113.1', 'Too many')),
    );
    expect(passed).toBe(5);
    expect(refusals).toHaveLength(45);
    expect(refusals.every(isTooMany)).toBe(true);
  });
});

describe('sign-ins admitted at once', () => {
  it('stop exactly at the account’s ceiling, counting the refused nowhere', async () => {
    const { limit, name } = limitRules.loginFailuresPerAccount;
    await sql`INSERT INTO rate_limits (key, window_start, hits)
      VALUES (${`${name}:dealer`}, ${Date.now()}::bigint, ${limit - 10})`.execute(db);
    const guard = createSignInGuard(db, 1000);
    const { passed, refusals } = await outcomes(
      Array.from({ length: 50 }, (_, bot) => guard.admit('dealer', `10.0.0.${bot}`)),
    );
    expect(passed).toBe(10);
    expect(refusals.every(isTooMany)).toBe(true);
    const pairs = await sql<{ n: number }>`SELECT count(*) AS n FROM sign_in_pairs`.execute(db);
    expect(Number(pairs.rows[0]?.n)).toBe(10);
  });

  it('from one address hash two at a time at most; the rest are refused with 429', async () => {
    const guard = createSignInGuard(db, 1000);
    const { passed, refusals } = await outcomes(
      Array.from({ length: 20 }, (_, n) => guard.admit(`user${n}`, '203.0.113.9')),
    );
    expect(passed).toBe(2);
    expect(refusals.every(isTooMany)).toBe(true);
  });
});

describe('one human pass sent with 20 posts at once', () => {
  it('is spent by exactly one of them', async () => {
    const pass = issuePass('secret');
    const { passed, refusals } = await outcomes(
      Array.from({ length: 20 }, () => spendPass(db, 'secret', pass, 'NewsLetterSignup')),
    );
    expect(passed).toBe(1);
    expect(refusals.every((error) => error instanceof ApiFailure && error.status === 403)).toBe(true);
  });
});
