import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { sql } from './db/index.ts';
import { openContext } from './main.ts';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'first-start-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = () => loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 's' });

describe('opening DATA_DIR at start', () => {
  it('seeds an empty embedded database with every migration applied', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { ctx, close } = await openContext(config());
    log.mockRestore();
    const { db } = ctx;
    const migrations = await sql<{ n: number }>`SELECT count(*) AS n FROM schema_migrations`.execute(db);
    expect(migrations.rows[0]?.n).toBeGreaterThan(0);
    const accounts = await sql<{ n: number }>`SELECT count(*) AS n FROM accounts`.execute(db);
    expect(accounts.rows[0]?.n).toBe(6);
    await sql`UPDATE products SET title = 'Kept across restarts' WHERE pkskuid = (SELECT min(pkskuid) FROM products)`.execute(
      db,
    );
    await sql`UPDATE accounts SET email = 'moved@example.com' WHERE user_name = 'retail'`.execute(db);
    await close();
  });

  it('never seeds again once the database holds a catalogue', async () => {
    const { ctx, close } = await openContext(config());
    const title = await sql<{ title: string }>`SELECT title FROM products ORDER BY pkskuid LIMIT 1`.execute(ctx.db);
    expect(title.rows).toEqual([{ title: 'Kept across restarts' }]);
    const email = await sql<{ email: string }>`SELECT email FROM accounts WHERE user_name = 'retail'`.execute(ctx.db);
    expect(email.rows).toEqual([{ email: 'moved@example.com' }]);
    await close();
  });

  it('lends the embedded database to other processes while it is open', async () => {
    const { close } = await openContext(config());
    const { connectDatabase } = await import('./db/connect.ts');
    const other = await connectDatabase({ dataDir });
    expect(other.embedded).toBeUndefined();
    const email = await sql<{ email: string }>`SELECT email FROM accounts WHERE user_name = 'retail'`.execute(other.db);
    expect(email.rows).toEqual([{ email: 'moved@example.com' }]);
    await other.db.destroy();
    await close();
  });
});
