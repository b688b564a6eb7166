import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, sql } from '../db/index.ts';
import { openTestDatabase } from '../test/harness.ts';
import { createAnswerCache } from './answer-cache.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.destroy());

/** The revision is asked on every call (as if a second had passed each time). */
const everyCall = { recheckMs: 0 };

/** Another node's edit: the revision moves on in the database. */
const edit = (db: Db) =>
  sql`UPDATE meta SET value = (value::bigint + 1)::text WHERE key = 'catalog_revision'`.execute(db);

/** A maker of answers that records which skus it was asked for. */
function maker() {
  const asked: string[][] = [];
  const make = async (skus: string[]) => {
    asked.push(skus);
    return skus.map((sku) => `{"sku":"${sku}"}`);
  };
  return { asked, make };
}

describe('product answers kept for bulk readers', () => {
  it('makes each answer once and gives them back in the order asked', async () => {
    const answers = createAnswerCache(db, undefined, everyCall);
    const { asked, make } = maker();
    expect(await answers(['A', 'B'], make)).toEqual(['{"sku":"A"}', '{"sku":"B"}']);
    expect(await answers(['B', 'C', 'A'], make)).toEqual(['{"sku":"B"}', '{"sku":"C"}', '{"sku":"A"}']);
    expect(asked).toEqual([['A', 'B'], ['C']]);
  });

  it('forgets every answer once the catalogue changes in the database, through any node', async () => {
    const answers = createAnswerCache(db, undefined, everyCall);
    const { asked, make } = maker();
    await answers(['A'], make);
    await edit(db);
    await answers(['A'], make);
    expect(asked).toEqual([['A'], ['A']]);
  });

  it('asks the database for the revision at most once per interval', async () => {
    let clock = 0;
    const answers = createAnswerCache(db, undefined, { recheckMs: 1000, now: () => clock });
    const { asked, make } = maker();
    await answers(['A'], make);
    await edit(db);
    clock = 999;
    await answers(['A'], make);
    expect(asked).toEqual([['A']]);
    clock = 1000;
    await answers(['A'], make);
    expect(asked).toEqual([['A'], ['A']]);
  });

  it('never keeps an answer made from rows read before a change seen meanwhile', async () => {
    const answers = createAnswerCache(db, undefined, everyCall);
    const { asked, make } = maker();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = answers(['A'], async (skus) => {
      await held;
      return make(skus);
    });
    // While A is being made, another call sees the catalogue change.
    await edit(db);
    await answers(['B'], make);
    release();
    expect(await slow).toEqual(['{"sku":"A"}']);
    await answers(['A'], make);
    expect(asked).toEqual([['B'], ['A'], ['A']]);
  });

  it('keeps at most its size, forgetting the oldest, and still answers what does not fit', async () => {
    const answers = createAnswerCache(db, 24, everyCall);
    const { asked, make } = maker();
    expect(await answers(['A', 'B', 'C'], make)).toEqual(['{"sku":"A"}', '{"sku":"B"}', '{"sku":"C"}']);
    await answers(['C'], make);
    await answers(['A'], make);
    expect(asked).toEqual([['A', 'B', 'C'], ['A']]);
  });
});
