import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../db/index.ts';
import { seedDatabase } from './index.ts';

const dirs: string[] = [];
async function seeded(): Promise<DatabaseSync> {
  const dir = mkdtempSync(join(tmpdir(), 'seed-'));
  dirs.push(dir);
  const db = openDatabase(join(dir, 'seed.db'));
  await seedDatabase(db, { products: 60, uploadsDir: join(dir, 'uploads') });
  return db;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const dump = (db: DatabaseSync) =>
  [
    'SELECT user_name, email, account_type, bpid, can_impersonate, profile FROM accounts ORDER BY id',
    'SELECT * FROM orders ORDER BY doc_entry',
    'SELECT * FROM order_lines ORDER BY doc_entry, line_num',
    'SELECT * FROM shipments ORDER BY id',
    'SELECT * FROM warehouse_stock ORDER BY sku',
    'SELECT * FROM partners ORDER BY id',
    'SELECT * FROM news ORDER BY id',
    'SELECT * FROM blogs ORDER BY pkblogid',
  ].map((sql) => db.prepare(sql).all());

describe('the account and content seed', () => {
  it('writes the same rows every time', async () => {
    const first = await seeded();
    const second = await seeded();
    expect(dump(second)).toEqual(dump(first));
    first.close();
    second.close();
  });

  it('creates the six demo accounts with salted scrypt hashes', async () => {
    const db = await seeded();
    const accounts = db.prepare('SELECT user_name, email, account_type, password_hash FROM accounts ORDER BY id').all();
    expect(accounts.map((row) => [row.user_name, row.email, row.account_type])).toEqual([
      ['dealer', 'dealer@example.com', 'Dealer'],
      ['distributor', 'distributor@example.com', 'Distributor'],
      ['dealerint', 'dealerint@example.com', 'DealerInt'],
      ['distributorint', 'distributorint@example.com', 'DistributorInt'],
      ['retail', 'retail@example.com', 'Retail'],
      ['staff', 'staff@example.com', 'Staff'],
    ]);
    expect(new Set(accounts.map((row) => row.password_hash)).size).toBe(6);
    expect(accounts.every((row) => String(row.password_hash).startsWith('scrypt$'))).toBe(true);
    db.close();
  });
});
