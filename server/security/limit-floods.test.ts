import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { createApp } from '../app.ts';
import { calls } from '../../src/api/calls.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { openTestDatabase } from '../test/harness.ts';
import { notFoundReportsPerAddress, pairDelay, TOO_MANY_ATTEMPTS, TOO_MANY_REPORTS } from './limits.ts';
import { createLimiter } from './rate-limit.ts';
import { Refusals } from './refusals.ts';
import { createSignInGuard } from './sign-in-guard.ts';

/**
 * The attack: 240 KB bodies to Login from 8 connections, every one refused, still cost the database
 * a query or two each (a look at the address's counter, a count of the body refused unread) at a
 * hundred answers a second, a busy core's fixed slice. A subject the database has at its limit is
 * now refused from the node's memory until its window ends, without a query.
 */
let base: Db;
let queries = 0;
/** The database, counting every statement sent to it (Kysely's plugin API). */
let db: Db;
const counting: KyselyPlugin = {
  transformQuery: (args) => {
    queries += 1;
    return args.node;
  },
  transformResult: async (args) => args.result,
};
beforeEach(async () => {
  base = await openTestDatabase();
  db = base.withPlugin(counting);
});
afterEach(() => base.destroy());

const rule = { name: 'test', limit: 3, windowSeconds: 60 };
const address = '203.0.113.70';
let clock = 0;
const now = () => clock;
beforeEach(() => {
  clock = Date.parse('2026-03-02T10:00:00Z');
});

/** The seconds the 429 of a refused call says to wait, or the call's error. */
const refusedFor = async (attempt: Promise<unknown>) => {
  const error = await attempt.then(
    () => new Error('admitted'),
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiFailure) || error.status !== 429) throw error;
  return error.retryAfterSeconds;
};

describe('a subject at its limit, trying again and again', () => {
  it('is refused without a query, with the seconds left in its window, and admitted once the window ends', async () => {
    const limiter = createLimiter(db, new Refusals(), now);
    for (let n = 0; n < rule.limit; n += 1) await limiter.take(rule, address, 'Too many');
    expect(await refusedFor(limiter.take(rule, address, 'Too many'))).toBe(60);
    clock += 20_000;
    const before = queries;
    for (let n = 0; n < 25; n += 1) {
      expect(await refusedFor(limiter.take(rule, address, 'Too many'))).toBe(40);
      expect(await refusedFor(limiter.check(rule, address, 'Too many'))).toBe(40);
      expect(await limiter.tryTake(rule, address)).toBe(false);
      await limiter.count(rule, address);
    }
    expect(queries).toBe(before);
    clock += 40_000;
    await limiter.take(rule, address, 'Too many');
    expect(queries).toBeGreaterThan(before);
  });

  it('is refused from memory once its bodies refused unread reach the limit', async () => {
    const limiter = createLimiter(db, new Refusals(), now);
    await limiter.check(rule, address, 'Too many');
    for (let n = 0; n < rule.limit; n += 1) await limiter.count(rule, address);
    const before = queries;
    expect(await refusedFor(limiter.check(rule, address, 'Too many'))).toBe(60);
    await limiter.count(rule, address);
    expect(queries).toBe(before);
  });

  it('is admitted again on the node that takes a count back (a refund) or forgets it (a clear)', async () => {
    const limiter = createLimiter(db, new Refusals(), now);
    for (let n = 0; n < rule.limit; n += 1) await limiter.take(rule, address, 'Too many');
    await refusedFor(limiter.take(rule, address, 'Too many'));
    await limiter.refund(rule, address);
    await limiter.take(rule, address, 'Too many');
    await refusedFor(limiter.take(rule, address, 'Too many'));
    await limiter.clear(rule, address);
    await limiter.take(rule, address, 'Too many');
  });

  it('may stay refused by another node after a refund, until its window ends and no longer', async () => {
    const [one, other] = [createLimiter(db, new Refusals(), now), createLimiter(db, new Refusals(), now)];
    for (let n = 0; n < rule.limit; n += 1) await one.take(rule, address, 'Too many');
    await refusedFor(other.take(rule, address, 'Too many'));
    await one.refund(rule, address);
    clock += 59_000;
    expect(await refusedFor(other.take(rule, address, 'Too many'))).toBe(1);
    clock += 1_000;
    await other.take(rule, address, 'Too many');
  });
});

describe('guesses of one account from one address while their pair waits', () => {
  it('are refused without a query until the wait ends', async () => {
    const guard = createSignInGuard(db, 1000, new Refusals(), now);
    for (let n = 0; n < pairDelay.freeFailures; n += 1) await (await guard.admit('dealer', address)).failed();
    await expect(guard.admit('dealer', address)).rejects.toMatchObject({ message: TOO_MANY_ATTEMPTS });
    const before = queries;
    for (let n = 0; n < 25; n += 1) expect(await refusedFor(guard.admit('dealer', address))).toBe(1);
    expect(queries).toBe(before);
    clock += pairDelay.firstDelaySeconds * 1000;
    await (await guard.admit('dealer', address)).failed();
    expect(queries).toBeGreaterThan(before);
  });
});

describe('240 KB bodies to ReportNotFound from one address', () => {
  it('are refused with 429 and Retry-After without a query once the address is at its limit', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'limit-floods-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 's', TRUST_PROXY: '1' });
      const app = createApp({ db, config });
      const post = () =>
        app.request(calls.ReportNotFound.path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
          body: JSON.stringify({ URL: 'x'.repeat(240 * 1024) }),
        });
      const { limit } = notFoundReportsPerAddress(config.formPostsPerWindow);
      for (let n = 0; n < limit; n += 1) expect((await post()).status).toBe(413);
      const before = queries;
      for (let n = 0; n < 50; n += 1) {
        const refused = await post();
        expect(refused.status).toBe(429);
        expect(await refused.json()).toMatchObject({ error: TOO_MANY_REPORTS });
        expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      }
      expect(queries).toBe(before);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
