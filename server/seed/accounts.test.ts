import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Db } from '../db/index.ts';
import { openTestDatabase } from '../test/harness.ts';
import { seedDatabase } from './index.ts';

const dirs: string[] = [];
const opened: Db[] = [];
async function seeded(): Promise<Db> {
  const dir = mkdtempSync(join(tmpdir(), 'seed-'));
  dirs.push(dir);
  const db = await openTestDatabase();
  opened.push(db);
  await seedDatabase(db, { products: 60, uploadsDir: join(dir, 'uploads') });
  return db;
}
afterAll(async () => {
  for (const db of opened) await db.destroy();
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

const dump = (db: Db) =>
  Promise.all(
    [
      'SELECT user_name, email, account_type, bpid, can_impersonate, profile FROM accounts ORDER BY id',
      'SELECT * FROM orders ORDER BY doc_entry',
      'SELECT * FROM order_lines ORDER BY doc_entry, line_num',
      'SELECT * FROM shipments ORDER BY id',
      'SELECT * FROM warehouse_stock ORDER BY sku',
      'SELECT * FROM partners ORDER BY id',
      'SELECT * FROM news ORDER BY id',
      'SELECT * FROM blogs ORDER BY pkblogid',
    ].map(async (query) => (await sql.raw(query).execute(db)).rows),
  );

describe('the account and content seed', () => {
  it('writes the same rows every time', async () => {
    const first = await seeded();
    const second = await seeded();
    const rows = await dump(first);
    expect(rows.every((table) => table.length > 0)).toBe(true);
    expect(await dump(second)).toEqual(rows);
    // Two whole seeds of a database in one test, each as long as a hook's.
  }, 180_000);

  it('creates the six demo accounts with salted scrypt hashes', async () => {
    const db = await seeded();
    const { rows: accounts } = await sql<{
      user_name: string;
      email: string;
      account_type: string;
      password_hash: string;
    }>`SELECT user_name, email, account_type, password_hash FROM accounts ORDER BY id`.execute(db);
    expect(accounts.map((row) => [row.user_name, row.email, row.account_type])).toEqual([
      ['dealer', 'dealer@example.com', 'Dealer'],
      ['distributor', 'distributor@example.com', 'Distributor'],
      ['dealerint', 'dealerint@example.com', 'DealerInt'],
      ['distributorint', 'distributorint@example.com', 'DistributorInt'],
      ['retail', 'retail@example.com', 'Retail'],
      ['staff', 'staff@example.com', 'Staff'],
    ]);
    expect(new Set(accounts.map((row) => row.password_hash)).size).toBe(6);
    expect(accounts.every((row) => row.password_hash.startsWith('scrypt$'))).toBe(true);
  });

  it('prices each order at the sum of its lines, to the cent', async () => {
    const db = await seeded();
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM orders o
      WHERE o.total <> (SELECT sum(l.price * l.qty) FROM order_lines l WHERE l.doc_entry = o.doc_entry)`.execute(db);
    expect(rows[0]?.n).toBe(0);
  });
});
