import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, sql } from '../db/index.ts';
import { seedCatalog } from '../seed/catalog.ts';
import { createMediaStore } from '../seed/catalog/media-store.ts';
import { defaultProductCount } from '../seed/index.ts';
import { openTestDatabase } from '../test/harness.ts';
import { createProductSearch, type ProductSearch } from './search.ts';
import { installerQueries, isRelevant, precisionAt, precisionDepth } from './search-relevance.ts';

/** The demo catalogue as `npm start` seeds it (its products; pictures, accounts and content are not searched). */
let dir: string;
let db: Db;
let search: ProductSearch;
let catalogue: string[];
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'search-relevance-'));
  db = await openTestDatabase();
  const uploadsDir = join(dir, 'uploads');
  await seedCatalog(db, { products: defaultProductCount, uploadsDir }, createMediaStore(uploadsDir));
  search = createProductSearch(db, () => undefined);
  const { rows } = await sql<{ title: string }>`SELECT title FROM products
    WHERE subcategory_id IS NOT NULL`.execute(db);
  catalogue = rows.map((row) => row.title);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const titles = async (term: string, count = precisionDepth) =>
  (await search.products(term, 0, count)).map((p) => p.title);

describe('search on the demo catalogue, as installers type', () => {
  it.each(installerQueries)('"$query" answers what it names first', async (item) => {
    const first = await titles(item.query);
    expect(first.length, 'results').toBeGreaterThan(0);
    expect(precisionAt(item, first, catalogue), first.join('; ')).toBe(1);
  });

  it('ranks the power amplifiers, whose kind is amplifier, before every distribution amplifier', async () => {
    for (const term of ['amplifier', 'amplifer', 'amplifiers']) {
      const ranked = await titles(term, 40);
      const power = ranked.filter((title) => /Power Amplifier/.test(title));
      expect(power.length, term).toBeGreaterThan(1);
      expect(ranked.slice(0, power.length), term).toEqual(power);
      expect(
        ranked.some((title) => /Distribution Amplifier/.test(title)),
        term,
      ).toBe(true);
    }
  });

  it('reads a length, a ratio and a resolution however they are written', async () => {
    const same = async (a: string, b: string) => expect(await search.rank(a), a).toEqual(await search.rank(b));
    await same('hdmi cable 3m', 'hdmi cable 3 metres');
    await same('hdmi cable 3m', 'hdmi cable 3 meter');
    await same('hdmi 1:4 splitter', 'hdmi 1x4 splitter');
    await same('hdmi 1×4 splitter', 'hdmi 1 x 4 splitter');
    await same('8k hdmi switcher', 'hdmi switcher 8k');
  });

  it('completes every word where it starts, not only the last', async () => {
    const first = await titles('hdmi ext 4k');
    expect(first.length).toBe(precisionDepth);
    for (const title of first) expect(title).toMatch(/4K\d\d.*HDMI.*Extender|HDMI.*Extender.*4K/);
  });

  it('gives the dropdown the first products of the results page: one ranking', async () => {
    for (const { query } of installerQueries) {
      const suggested = await search.suggest(query);
      expect(suggested, query).toEqual(await search.products(query, 0, suggested.length));
    }
  });

  it('answers a term that matches nothing with the closest products and their subcategories', async () => {
    expect(await search.rank('hdmi splitter 1x32')).toEqual([]);
    const closest = await search.closest('hdmi splitter 1x32');
    expect(closest.products.length).toBeGreaterThan(0);
    for (const product of closest.products) expect(product.title).toMatch(/HDMI.*Splitter/);
    expect(closest.categories.length).toBeGreaterThan(0);
    for (const category of closest.categories) {
      expect(category.parentTitle).toBe('Splitters');
      expect(category.path).toMatch(/^\/splitters\/[a-z0-9-]+$/);
    }
    expect(await search.closest('qqzzxxnothing')).toEqual({ products: [], categories: [] });
  });

  it('judges a query by the products the catalogue holds of its kind', () => {
    const item = { query: 'amplifier', title: ['Power Amplifier'] };
    expect(isRelevant(item, 'Stereo Class D Power Amplifier, 120 W')).toBe(true);
    expect(isRelevant(item, '1x8 HDMI Distribution Amplifier, 8K60')).toBe(false);
    const shelf = ['A Power Amplifier', 'B Power Amplifier', 'Splitter'];
    expect(precisionAt(item, ['A Power Amplifier', 'Splitter'], shelf)).toBe(0.5);
    expect(precisionAt(item, ['B Power Amplifier', 'A Power Amplifier', 'Splitter'], shelf)).toBe(1);
  });
});
