import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Db } from '../db/index.ts';
import { openTestDatabase } from '../test/harness.ts';
import { isSeeded, seedDatabase } from './index.ts';

let db: Db;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seed-index-'));
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const one = async <T>(query: string) => (await sql.raw<T>(query).execute(db)).rows[0];
const databaseId = async () =>
  (await one<{ value: string }>("SELECT value FROM meta WHERE key = 'database_id'"))?.value;
const counts = async () =>
  one<{ products: number; accounts: number; submissions: number }>(`SELECT
    (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM accounts) AS accounts,
    (SELECT count(*) FROM submissions) AS submissions`);

describe('seeding a database', () => {
  it('is seen as seeded only once it has products', async () => {
    expect(await isSeeded(db)).toBe(false);
    await seedDatabase(db, { products: 30, uploadsDir: join(dir, 'uploads') });
    expect(await isSeeded(db)).toBe(true);
  });

  it('lets the site add rows after it: ids continue above the seeded ones', async () => {
    const { rows } = await sql<{ id: number }>`INSERT INTO categories (name, slug) VALUES ('Extra', 'extra')
      RETURNING id`.execute(db);
    const max = await one<{ n: number }>("SELECT max(id) AS n FROM categories WHERE slug <> 'extra'");
    expect(rows[0]?.id).toBeGreaterThan(max?.n ?? Infinity);
    const order = await sql<{ doc_entry: number }>`INSERT INTO orders (doc_num, account_id, po, status, order_date,
        total, card_name, bill_address, ship_address, created_at)
      VALUES (1, 1, 'PO', 'o', '2026-01-01', 1, 'A', 'B', 'C', '2026-01-01T00:00:00Z') RETURNING doc_entry`.execute(db);
    const orders = await one<{ n: number }>('SELECT count(*) AS n FROM orders');
    expect(order.rows[0]?.doc_entry).toBe(orders?.n);
  });

  it('with replace, recreates the demo data in place under a new database id', async () => {
    await sql`INSERT INTO submissions (kind, payload, created_at) VALUES ('contact', '{}', '2026-01-01')`.execute(db);
    const nextOrderNumber = async () => (await one<{ n: number }>('SELECT next_order_number() AS n'))?.n;
    const firstNumber = await nextOrderNumber();
    const before = await databaseId();
    await seedDatabase(db, { products: 30, uploadsDir: join(dir, 'again'), replace: true });
    expect(await counts()).toEqual({ products: 30, accounts: 6, submissions: 0 });
    expect(await databaseId()).not.toBe(before);
    // Order numbers start again after the seeded history, as in a new database.
    expect(await nextOrderNumber()).toBe(firstNumber);
    expect(await one("SELECT id FROM categories WHERE slug = 'extra'")).toBeUndefined();
  });

  it('without replace, refuses a database that has data and leaves it as it was', async () => {
    await expect(seedDatabase(db, { products: 30, uploadsDir: join(dir, 'third') })).rejects.toThrow();
    expect(await counts()).toEqual({ products: 30, accounts: 6, submissions: 0 });
  });
});
