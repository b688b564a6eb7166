import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { openContext } from './main.ts';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'first-start-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('opening DATA_DIR at start', () => {
  it('seeds an empty database, in WAL mode with every migration applied', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { db } = await openContext(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 's' }));
    log.mockRestore();
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(Number(db.prepare('SELECT count(*) AS n FROM schema_migrations').get()?.n)).toBeGreaterThan(0);
    expect(Number(db.prepare('SELECT count(*) AS n FROM accounts').get()?.n)).toBe(6);
    db.exec("UPDATE products SET title = 'Kept across restarts' WHERE pkskuid = (SELECT min(pkskuid) FROM products)");
    db.exec("UPDATE accounts SET email = 'moved@example.com' WHERE user_name = 'retail'");
    db.close();
  });

  it('never seeds again once the database holds a catalogue', async () => {
    const { db } = await openContext(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 's' }));
    expect(db.prepare('SELECT title FROM products ORDER BY pkskuid LIMIT 1').get()).toEqual({
      title: 'Kept across restarts',
    });
    expect(db.prepare("SELECT email FROM accounts WHERE user_name = 'retail'").get()).toEqual({
      email: 'moved@example.com',
    });
    db.close();
  });
});
