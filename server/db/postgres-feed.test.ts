import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresCopy } from '../test/postgres-copies.ts';
import { ChangeFeed, type ChangeListener } from './change-feed.ts';
import { embeddedUrl, serveEmbedded } from './connect.ts';
import { openDatabase } from './index.ts';
import { listenOnServer } from './postgres-feed.ts';

/** What the process lending the embedded database was told about its own feed. */
const lender = { feed: new ChangeFeed(), told: [] as boolean[] };
lender.feed.subscribe({ change: () => undefined, live: (isLive) => lender.told.push(isLive) });
lender.feed.setLive(true);

/** A database server for the feed: TEST_DATABASE_URL's, or the embedded database lent over its socket. */
async function server(): Promise<{ url: string; close(): Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    const copy = await postgresCopy(process.env.TEST_DATABASE_URL, undefined);
    return { url: copy.url, close: copy.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'avconnect-feed-'));
  const { db, embedded } = await openDatabase();
  const lent = await serveEmbedded(embedded!, dataDir, lender.feed);
  return {
    url: embeddedUrl(dataDir),
    close: async () => {
      await lent.stop();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a listener of the feed was told. */
function recorder() {
  const told = { live: [] as boolean[], changes: [] as string[] };
  const listener: ChangeListener = {
    change: (payload) => told.changes.push(payload),
    live: (isLive) => told.live.push(isLive),
  };
  return { told, listener };
}

it('goes live only where changes reach it, and after losing its connection, only once it listens again', async () => {
  const { url, close } = await server();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const { feed, stop } = listenOnServer(url, pool);
  let poolOpen = true;
  const endPool = async () => {
    if (poolOpen) await pool.end();
    poolOpen = false;
  };
  const { told, listener } = recorder();
  feed.subscribe(listener);
  try {
    if (!process.env.TEST_DATABASE_URL) {
      // The embedded database answers a notification to the connection that sent it alone.
      await vi.waitFor(() => expect(told.live).toEqual([false, false]), { timeout: 10_000 });
      // Nor does the lending process hear their writes: it keeps no callers until they are gone.
      expect(lender.told.at(-1)).toBe(false);
      await stop();
      await endPool();
      await vi.waitFor(() => expect(lender.told.at(-1)).toBe(true), { timeout: 10_000 });
      return;
    }
    await vi.waitFor(() => expect(told.live).toEqual([false, true]), { timeout: 10_000 });
    await pool.query(`SELECT pg_notify('caller_changes', 'a:42')`);
    await vi.waitFor(() => expect(told.changes).toContain('a:42'));
    await pool.query(`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query = 'LISTEN caller_changes'`);
    await vi.waitFor(() => expect(told.live).toEqual([false, true, false, true]), { timeout: 10_000 });
    await pool.query(`SELECT pg_notify('caller_changes', 'a:43')`);
    await vi.waitFor(() => expect(told.changes).toContain('a:43'));
  } finally {
    await stop();
    await endPool();
    await close();
  }
  // A fresh embedded database is migrated first: tens of seconds on a busy machine.
}, 180_000);
