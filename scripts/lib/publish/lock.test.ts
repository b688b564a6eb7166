import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/index.ts';
import { openTestDatabase } from '../../../server/test/harness.ts';
import { beat, release, tryTake, withBuildLock } from './lock.ts';

let db: Db;
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  await db.destroy();
});

/** Work that holds the lock until the test lets it go. */
function held() {
  let letGo = () => {};
  const gate = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  return { gate, letGo };
}

describe('the build lock', () => {
  it('refuses a second holder while the first beats, and lets it take over once the first stopped', async () => {
    const staleMs = 60_000;
    expect(await tryTake(db, 'first', 0, staleMs)).toBe(true);
    expect(await tryTake(db, 'second', 1_000, staleMs)).toBe(false);
    expect(await beat(db, 'first', 30_000)).toBe(true);
    // Stale counts from the last beat, not from the take.
    expect(await tryTake(db, 'second', 80_000, staleMs)).toBe(false);
    expect(await tryTake(db, 'second', 90_001, staleMs)).toBe(true);
    // The first holder finds out at its next beat, and its release leaves the new holder's lock alone.
    expect(await beat(db, 'first', 90_002)).toBe(false);
    await release(db, 'first');
    expect(await tryTake(db, 'third', 90_003, staleMs)).toBe(false);
    await release(db, 'second');
    expect(await tryTake(db, 'third', 90_004, staleMs)).toBe(true);
  });

  it('makes a publish wait for the running one and run when it is done', async () => {
    const journal: string[] = [];
    const first = held();
    const running = withBuildLock(db, async () => {
      journal.push('first in');
      await first.gate;
      journal.push('first out');
    });
    await expect.poll(() => journal).toEqual(['first in']);
    let waited = false;
    const next = withBuildLock(
      db,
      async () => {
        journal.push('second in');
      },
      () => {
        waited = true;
      },
      { retryMs: 1 },
    );
    await expect.poll(() => waited).toBe(true);
    expect(journal).toEqual(['first in']);
    first.letGo();
    await Promise.all([running, next]);
    expect(journal).toEqual(['first in', 'first out', 'second in']);
  });

  it('has one holder at a time when several publishes start together', async () => {
    const journal: string[] = [];
    await Promise.all(
      Array.from({ length: 6 }, () =>
        withBuildLock(
          db,
          async () => {
            journal.push('in');
            for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
            journal.push('out');
          },
          undefined,
          { retryMs: 1 },
        ),
      ),
    );
    expect(journal).toEqual(Array.from({ length: 6 }, () => ['in', 'out']).flat());
  });

  it('is taken over from a holder that stopped beating, which is told it lost the lock', async () => {
    const stuck = held();
    let lost = false;
    // This holder's beats carry a clock stuck far in the past: to the others it looks gone.
    let holding = false;
    const stale = withBuildLock(
      db,
      () => {
        holding = true;
        return stuck.gate;
      },
      undefined,
      {
        now: () => 0,
        heartbeatMs: 5,
        onLost: () => {
          lost = true;
        },
      },
    );
    await expect.poll(() => holding).toBe(true);
    let tookOver = false;
    await withBuildLock(
      db,
      async () => {
        tookOver = true;
        await expect.poll(() => lost).toBe(true);
      },
      undefined,
      { now: () => 100_000, retryMs: 1 },
    );
    expect(tookOver).toBe(true);
    stuck.letGo();
    await stale;
  });
});
