import { afterEach, describe, expect, it } from 'vitest';
import { oneProductDatabase } from '../test/one-product.ts';
import { catalogFingerprint } from './fingerprint.ts';
import { type Db, openDatabase, sql } from './index.ts';

const opened: Db[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

async function freshDatabase(): Promise<Db> {
  const db = await oneProductDatabase();
  opened.push(db);
  return db;
}

/** Runs one statement as written (the statements below are fixed text of this file). */
const run = (db: Db, statement: string) => sql.raw(statement).execute(db);

describe('catalogue fingerprint', () => {
  it('changes when a page-visible catalogue row changes', async () => {
    const db = await freshDatabase();
    const before = await catalogFingerprint(db);
    await run(db, "UPDATE products SET title = 'HDMI 2.1 cable' WHERE sku = 'AV-HD-1'");
    expect(await catalogFingerprint(db)).not.toBe(before);
  });

  it.each([
    [
      'blog post',
      "INSERT INTO blogs VALUES (1, 'Choosing HDMI', '2026-01-01', '<p>x</p>', '', '', 1, 'a.svg')",
      'blogs',
    ],
    ['news article', "INSERT INTO news VALUES (1, 'Expo', 'Meet us', NULL, '2026-01-01', '<p>x</p>')", 'news'],
    [
      'partner',
      "INSERT INTO partners VALUES (1, 'EMEA', 'AV Ltd', 'l.svg', 'Leeds', '1 St', '1', 'a@b', 'u')",
      'partners',
    ],
  ])('changes when a %s is added, edited or deleted: the static pages show it too', async (_kind, insert, table) => {
    const db = await freshDatabase();
    const stamps = [await catalogFingerprint(db)];
    await run(db, insert);
    stamps.push(await catalogFingerprint(db));
    await run(db, `UPDATE ${table} SET ${table === 'partners' ? 'name' : 'title'} = 'Edited'`);
    stamps.push(await catalogFingerprint(db));
    await run(db, `DELETE FROM ${table}`);
    stamps.push(await catalogFingerprint(db));
    expect(new Set(stamps).size).toBe(4);
  });

  it('ignores price and stock changes, which never reach static pages', async () => {
    const db = await freshDatabase();
    const before = await catalogFingerprint(db);
    await run(db, "UPDATE stocks SET dealer = 7.5, stock = 0 WHERE sku = 'AV-HD-1'");
    expect(await catalogFingerprint(db)).toBe(before);
  });

  it('differs between two databases made with the same rows', async () => {
    // Made from scratch each: copies of one made earlier (as tests use) carry its id.
    const [first, second] = await Promise.all([openDatabase(), openDatabase()]);
    opened.push(first.db, second.db);
    expect(await catalogFingerprint(first.db)).not.toBe(await catalogFingerprint(second.db));
  });
});
