import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { log } from '../log.ts';
import { CALLER_CHANGES, ChangeFeed } from './change-feed.ts';

/** A payload this node sends itself to prove that announcements reach its listening connection. */
const PROBE = 'p:';
const PROBE_WAIT_MS = 5_000;
const RELISTEN_AFTER_MS = 1_000;

/** Whether a notification is an announcement for the feed (not a node's probe). */
const isAnnouncement = (payload: string | undefined): payload is string =>
  payload !== undefined && !payload.startsWith(PROBE);

/**
 * Announcements from a PostgreSQL server (LISTEN/NOTIFY), on a connection of their own that stays
 * open, so other nodes' changes arrive while this node's pool is idle. The feed is live only once a
 * probe sent through the pool came back on it (a server that does not pass notifications between
 * connections, such as the embedded database lent over its socket, never goes live); a lost
 * connection makes it not live until it listens again.
 */
export function listenOnServer(url: string, pool: pg.Pool): { feed: ChangeFeed; stop(): Promise<void> } {
  const feed = new ChangeFeed();
  let stopped = false;
  let current: pg.Client | undefined;
  // The pool's connections listen too (see postgresDialect): a node's own change, heard at once.
  pool.on('connect', (client) => {
    client.on('notification', ({ payload }) => {
      if (isAnnouncement(payload)) feed.announce(payload);
    });
  });

  async function listenOnce(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    current = client;
    const ended = new Promise<void>((resolve) => {
      client.once('end', resolve);
      client.on('error', (error) => {
        log.warn({ error: error.message }, 'lost the connection that hears caller changes');
        resolve();
      });
    });
    const probe = `${PROBE}${randomUUID()}`;
    const heard = new Promise<boolean>((resolve) => {
      client.on('notification', ({ payload }) => {
        if (payload === probe) resolve(true);
        else if (isAnnouncement(payload)) feed.announce(payload);
      });
      void ended.then(() => resolve(false));
      void sleep(PROBE_WAIT_MS, undefined, { ref: false }).then(() => resolve(false));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CALLER_CHANGES}`);
      await pool.query('SELECT pg_notify($1, $2)', [CALLER_CHANGES, probe]);
      const live = await heard;
      if (!live && !stopped) log.warn('caller changes are not heard on this database: every call reads its caller');
      feed.setLive(live);
    } catch (error) {
      log.warn({ error: (error as Error).message }, 'cannot listen for caller changes');
      await client.end().catch(() => undefined);
    }
    await ended;
  }

  void (async () => {
    while (!stopped) {
      await listenOnce();
      feed.setLive(false);
      if (!stopped) await sleep(RELISTEN_AFTER_MS, undefined, { ref: false });
    }
  })();
  return {
    feed,
    stop: async () => {
      stopped = true;
      await current?.end().catch(() => undefined);
    },
  };
}
