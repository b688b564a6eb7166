import { afterEach, describe, expect, it } from 'vitest';
import { oneProductDatabase } from '../test/one-product.ts';
import { type Db, sql } from './index.ts';
import { blogChanges, productChanges } from './product-revisions.ts';

const opened: Db[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

async function twoProducts(): Promise<Db> {
  const db = await oneProductDatabase();
  opened.push(db);
  await sql`INSERT INTO products (sku, pkskuid, sku_key, subcategory_id, title, subtitle, upc, released_on)
    VALUES ('AV-HD-2', 2, 'AVHD2', 1, 'HDMI switch', '4x1', '012345678912', '2026-01-01')`.execute(db);
  return db;
}

/** The products changed since the mark taken before `change`. */
async function changedBy(db: Db, change: () => Promise<unknown>): Promise<string[]> {
  const { mark } = await productChanges(db);
  await change();
  return [...(await productChanges(db, mark)).changed].sort();
}

describe('product revisions', () => {
  it('name every product when there is no mark, and none when nothing changed since it', async () => {
    const db = await twoProducts();
    expect([...(await productChanges(db)).changed].sort()).toEqual(['AV-HD-1', 'AV-HD-2']);
    expect(await changedBy(db, async () => undefined)).toEqual([]);
  });

  it('name the product whose row changed, and only it', async () => {
    const db = await twoProducts();
    expect(
      await changedBy(db, () => sql`UPDATE products SET title = 'HDMI 2.1 cable' WHERE sku = 'AV-HD-2'`.execute(db)),
    ).toEqual(['AV-HD-2']);
  });

  it('name a product whose question was added, edited or removed', async () => {
    const db = await twoProducts();
    const add = () =>
      sql`INSERT INTO product_faqs (sku, position, question, answer) VALUES ('AV-HD-1', 1, 'Length?', '2 m')`.execute(
        db,
      );
    expect(await changedBy(db, add)).toEqual(['AV-HD-1']);
    expect(await changedBy(db, () => sql`UPDATE product_faqs SET answer = '3 m'`.execute(db))).toEqual(['AV-HD-1']);
    expect(await changedBy(db, () => sql`UPDATE product_faqs SET sku = 'AV-HD-2'`.execute(db))).toEqual([
      'AV-HD-1',
      'AV-HD-2',
    ]);
    expect(await changedBy(db, () => sql`DELETE FROM product_faqs`.execute(db))).toEqual(['AV-HD-2']);
  });

  it('name every product after a mark of another database (a reseeded one)', async () => {
    const db = await twoProducts();
    const { mark } = await productChanges(db);
    const otherDatabase = `another-${mark}`;
    expect([...(await productChanges(db, otherDatabase)).changed].sort()).toEqual(['AV-HD-1', 'AV-HD-2']);
  });

  it('ignore a change of price or stock, which no page shows', async () => {
    const db = await twoProducts();
    expect(await changedBy(db, () => sql`UPDATE stocks SET dealer = 9.5 WHERE sku = 'AV-HD-1'`.execute(db))).toEqual(
      [],
    );
  });
});

describe('blog post revisions', () => {
  it('name every post without a mark or after one of another database, then only the post changed', async () => {
    const db = await oneProductDatabase();
    opened.push(db);
    await sql`INSERT INTO blogs (pkblogid, title, blogdate, content, subcategory_id, childimg) VALUES
      (7, 'Choosing HDMI', '2026-01-01', '<p>Which cable.</p>', 1, 'a.svg'),
      (8, 'Rack rooms', '2026-01-02', '<p>Cooling.</p>', 1, 'b.svg')`.execute(db);
    const { mark, changed } = await blogChanges(db);
    expect([...changed].sort()).toEqual([7, 8]);
    expect([...(await blogChanges(db, `another-${mark}`)).changed].sort()).toEqual([7, 8]);
    expect([...(await blogChanges(db, mark)).changed]).toEqual([]);
    await sql`UPDATE blogs SET title = 'Choosing HDMI cables' WHERE pkblogid = 8`.execute(db);
    expect([...(await blogChanges(db, mark)).changed]).toEqual([8]);
  });
});
