import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { solutionIds } from '../../../src/config/index.ts';
import { sql } from '../../../server/db/index.ts';
import { oneProductDatabase } from '../../../server/test/one-product.ts';
import type { Pull } from '../build/pull.ts';
import { writeSiteData } from '../build/site-data.ts';
import { apiPull } from './local-api.ts';
import { previousData, pullSince } from './pull-since.ts';
import type { SiteData } from '../../../src/lib/site-data.build.ts';
import { knownSpecsFacts } from '../../../src/features/catalog/specs-facts.build.ts';

const dir = mkdtempSync(join(tmpdir(), 'pull-since-'));
const db = await oneProductDatabase();
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});
await sql`INSERT INTO subcategories (id, category_id, name, slug) VALUES (2, 1, 'Switches', 'switches')`.execute(db);
for (const n of [2, 3, 4]) {
  await sql`INSERT INTO products (sku, pkskuid, sku_key, subcategory_id, title, subtitle, upc, released_on)
    VALUES (${`AV-HD-${n}`}, ${n}, ${`AVHD${n}`}, 2, ${`HDMI switch ${n}`}, '4x1', '012345678912', '2026-01-01')`.execute(
    db,
  );
}
// Every solution page the site has (their calls fail otherwise).
for (const [key, id] of Object.entries(solutionIds)) {
  await sql`INSERT INTO solutions (id, key, appname, apptext, banner, thumbnail, sku)
    VALUES (${id}, ${key}, ${key}, '<p>For rooms.</p>', 'b.svg', 't.svg', 'AV-HD-1')`.execute(db);
}
await sql`INSERT INTO blogs (title, blogdate, content, subcategory_id, childimg)
  VALUES ('Choosing HDMI', '2026-01-01', '<p>Which cable.</p>', 1, 'a.svg')`.execute(db);
const api = apiPull(db, loadConfig({ DATA_DIR: dir }));
/** Products whose details the pulls read, by sku. */
const read: string[] = [];
/** Blog posts whose text the pulls read, by id. */
const readPosts: number[] = [];
/** Subcategories whose product lists the pulls read, by id. */
const readLists: number[] = [];
const counting: Pull = (name, input) => {
  if (name === 'GetItemDetails') read.push(...(input as { skuids: string[] }).skuids);
  if (name === 'GetBlogDetail') readPosts.push((input as { id: number }).id);
  if (name === 'GetSubCategoriesProductPage') readLists.push((input as { subcategoryId: number }).subcategoryId);
  return api(name, input);
};

describe("a publish's pull", () => {
  const live = join(dir, 'live.data');

  it('reads every product and post when there is no live build to start from', async () => {
    writeSiteData(live, await pullSince(db, counting));
    expect(read.splice(0).sort()).toEqual(['AV-HD-1', 'AV-HD-2', 'AV-HD-3', 'AV-HD-4']);
    expect(readPosts.splice(0)).toHaveLength(1);
    expect(readLists.splice(0).sort()).toEqual([1, 2]);
  });

  it('after one product was edited, reads that product alone and keeps the live data of the rest', async () => {
    await sql`UPDATE products SET title = 'HDMI switch 3, black' WHERE sku = 'AV-HD-3'`.execute(db);
    const data = await pullSince(db, counting, previousData(live));
    expect(read.splice(0)).toEqual(['AV-HD-3']);
    // The edited product's list alone: the other subcategory's is the live build's.
    expect(readLists.splice(0)).toEqual([2]);
    expect([...data.catalog.products.values()].map((product) => product.title)).toEqual([
      'HDMI cable',
      'HDMI switch 2',
      'HDMI switch 3, black',
      'HDMI switch 4',
    ]);
    // The blog, unchanged, is the live build's.
    expect(readPosts).toEqual([]);
    expect(data.content.blog.map((post) => post.title)).toEqual(['Choosing HDMI']);
    writeSiteData(live, data);
    expect((await pullSince(db, counting, previousData(live))).catalog.products.size).toBe(4);
    expect(read).toEqual([]);
    expect(readLists).toEqual([]);
  });

  it("reads an edited product's specs facts again and keeps those of the rest", async () => {
    const facts = (data: SiteData) => knownSpecsFacts(data.catalog);
    const before = facts(previousData(live) as SiteData);
    expect(before?.get('AV-HD-1')?.finder).toHaveProperty('leftOut');
    await sql`UPDATE products SET title = 'HDMI adapter' WHERE sku = 'AV-HD-1'`.execute(db);
    const data = await pullSince(db, counting, previousData(live));
    expect(read.splice(0)).toEqual(['AV-HD-1']);
    readLists.splice(0);
    // No longer a cable: out of the finder's scope, as a whole read would find.
    expect(facts(data)?.get('AV-HD-1')?.finder).toEqual({ outOfScope: true });
    expect(facts(data)?.get('AV-HD-2')).toEqual(before?.get('AV-HD-2'));
    expect(facts(data)?.size).toBe(4);
    writeSiteData(live, data);
  });

  it('reads again the lists a product left or joined, and keeps the rest', async () => {
    const listed = (data: SiteData) =>
      [...data.catalog.productsBySubcategory].map(([path, cards]) => [path, cards.map((card) => card.sku)]);
    await sql`UPDATE products SET subcategory_id = 1 WHERE sku = 'AV-HD-4'`.execute(db);
    const moved = await pullSince(db, counting, previousData(live));
    expect(readLists.splice(0).sort()).toEqual([1, 2]);
    expect(listed(moved)).toEqual([
      ['/cables/hdmi', ['AV-HD-1', 'AV-HD-4']],
      ['/cables/switches', ['AV-HD-2', 'AV-HD-3']],
    ]);
    writeSiteData(live, moved);
    // A deletion writes no revision: the list's count tells.
    await sql`DELETE FROM products WHERE sku = 'AV-HD-2'`.execute(db);
    const deleted = await pullSince(db, counting, previousData(live));
    expect(readLists.splice(0)).toEqual([2]);
    expect(listed(deleted)).toEqual([
      ['/cables/hdmi', ['AV-HD-1', 'AV-HD-4']],
      ['/cables/switches', ['AV-HD-3']],
    ]);
    writeSiteData(live, deleted);
    read.splice(0);
  });

  it('after a blog post was edited, reads the blog again and no product', async () => {
    await sql`UPDATE blogs SET title = 'Choosing HDMI cables'`.execute(db);
    const data = await pullSince(db, counting, previousData(live));
    expect(read).toEqual([]);
    expect(readLists).toEqual([]);
    expect(readPosts.splice(0)).toHaveLength(1);
    expect(data.content.blog.map((post) => post.title)).toEqual(['Choosing HDMI cables']);
    writeSiteData(live, data);
    await sql`DELETE FROM blogs`.execute(db);
    expect((await pullSince(db, counting, previousData(live))).content.blog).toEqual([]);
  });

  it('after a post was renamed, reads it and the other posts of its category, whose pages list it, and keeps the rest', async () => {
    await sql`INSERT INTO categories (id, name, slug) VALUES (2, 'Audio', 'audio')`.execute(db);
    await sql`INSERT INTO subcategories (id, category_id, name, slug) VALUES (3, 2, 'Amplifiers', 'amplifiers')`.execute(
      db,
    );
    await sql`INSERT INTO blogs (pkblogid, title, blogdate, content, subcategory_id, childimg) VALUES
      (11, 'HDMI in racks', '2026-02-01', '<p>Racks.</p>', 1, 'a.svg'),
      (12, 'Long HDMI runs', '2026-02-02', '<p>Runs.</p>', 2, 'b.svg'),
      (13, 'Amplifier cooling', '2026-02-03', '<p>Cooling.</p>', 3, 'c.svg')`.execute(db);
    writeSiteData(live, await pullSince(db, counting, previousData(live)));
    expect(readPosts.splice(0).sort()).toEqual([11, 12, 13]);
    expect((await pullSince(db, counting, previousData(live))).content.blog).toHaveLength(3);
    expect(readPosts).toEqual([]);
    await sql`UPDATE blogs SET title = 'HDMI in racks, revised' WHERE pkblogid = 11`.execute(db);
    const data = await pullSince(db, counting, previousData(live));
    expect(readPosts.splice(0).sort()).toEqual([11, 12]);
    const runs = data.content.blog.find((post) => post.id === 12);
    expect(runs?.related.map((post) => post.title)).toEqual(['HDMI in racks, revised']);
    expect(data.content.blog.map((post) => post.title).sort()).toEqual([
      'Amplifier cooling',
      'HDMI in racks, revised',
      'Long HDMI runs',
    ]);
  });
});
