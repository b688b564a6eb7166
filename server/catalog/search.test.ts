import { afterEach, describe, expect, it } from 'vitest';
import { type Db, sql } from '../db/index.ts';
import { oneProductDatabase } from '../test/one-product.ts';
import { createProductSearch, type SearchOptions } from './search.ts';

/** The cable becomes a DisplayPort one, in a DisplayPort subcategory (as an editor on any node would). */
async function rename(db: Db) {
  await sql`UPDATE subcategories SET name = 'DisplayPort' WHERE id = 1`.execute(db);
  await sql`UPDATE products SET title = 'DisplayPort cable' WHERE sku = 'AV-HD-1'`.execute(db);
}

/** No stored row breaks the contract here. */
const keepAll = () => undefined;

const opened: Db[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

/** A search over the one-product catalogue (the revision is asked at most once a second unless told otherwise). */
async function searchOf(options: SearchOptions = {}) {
  const db = await oneProductDatabase();
  opened.push(db);
  return { db, search: createProductSearch(db, keepAll, options) };
}

describe('product search over the catalogue', () => {
  it('suggests the first of the ranked products, with their cards', async () => {
    const { search } = await searchOf();
    expect(await search.rank('hdmi cab')).toEqual(['AV-HD-1']);
    expect(await search.suggest('hdmi cab')).toEqual([
      { sku: 'AV-HD-1', title: 'HDMI cable', subtitle: '2 m', image1: '' },
    ]);
  });

  it('sees a change of the catalogue within a second, keeping the index before until the new one is built', async () => {
    let clock = 0;
    const { db, search } = await searchOf({ now: () => clock });
    expect(await search.rank('hdmi')).toEqual(['AV-HD-1']);
    await rename(db);
    // Within the second: the revision is not asked again, and nothing is rebuilt.
    clock = 999;
    await search.settled();
    expect(await search.rank('hdmi')).toEqual(['AV-HD-1']);
    // A second on: the change is seen; the search answering it starts the build and is not held up by it.
    clock = 1000;
    expect(await search.rank('hdmi')).toEqual(['AV-HD-1']);
    await search.settled();
    expect(await search.rank('hdmi')).toEqual([]);
    expect(await search.rank('displayport')).toEqual(['AV-HD-1']);
  });

  it('sends the dropdown answer as written once, and writes it again when the catalogue changes', async () => {
    const { db, search } = await searchOf({ recheckMs: 0 });
    expect(JSON.parse(await search.suggestionsText(' HDMI '))).toEqual({ refSearchData: await search.suggest('hdmi') });
    await rename(db);
    await search.settled();
    expect(JSON.parse(await search.suggestionsText('hdmi'))).toEqual({ refSearchData: [] });
  });

  it('told not to build at start, reads nothing before the first search, which builds the index', async () => {
    const db = await oneProductDatabase();
    opened.push(db);
    const reads: string[] = [];
    const watched = db.withPlugin({
      transformQuery: ({ node }) => {
        reads.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const search = createProductSearch(watched, keepAll, { buildAtStart: false });
    // Queries of its own go round the event loop: a build started at once would have asked by then.
    await sql`SELECT 1`.execute(db);
    await sql`SELECT 1`.execute(db);
    expect(reads).toEqual([]);
    expect(await search.rank('hdmi cab')).toEqual(['AV-HD-1']);
    expect(reads.length).toBeGreaterThan(0);
  });

  it('keeps answering with the index it has when building a new one fails, and builds again later', async () => {
    const failures: unknown[] = [];
    const { db, search } = await searchOf({ recheckMs: 0, failed: (error) => failures.push(error) });
    expect(await search.rank('hdmi')).toEqual(['AV-HD-1']);
    await sql`ALTER TABLE subcategories RENAME COLUMN name TO label`.execute(db);
    await rename(db).catch(() => sql`UPDATE products SET title = 'DisplayPort cable'`.execute(db));
    await expect(search.settled()).rejects.toThrow(/name/);
    expect(failures).toHaveLength(1);
    // The search is answered by the index before, and tries the build again (which fails as well).
    expect(await search.rank('hdmi')).toEqual(['AV-HD-1']);
    await expect(search.settled()).rejects.toThrow(/name/);
    expect(failures.length).toBeGreaterThan(1);
    await sql`ALTER TABLE subcategories RENAME COLUMN label TO name`.execute(db);
    await search.settled();
    expect(await search.rank('displayport')).toEqual(['AV-HD-1']);
  });
});
