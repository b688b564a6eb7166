import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Db } from '../../../server/db/index.ts';

/** A holder that has not beaten for this long is gone (its process died, hung or lost its network). */
const STALE_MS = 60_000;
const HEARTBEAT_MS = 5_000;
const RETRY_MS = 250;

export interface LockTiming {
  staleMs?: number;
  heartbeatMs?: number;
  retryMs?: number;
  /** Epoch milliseconds; every holder's clock, so nodes should keep their clocks set. */
  now?: () => number;
  /** Told when another holder took the lock over while the work ran (this holder stopped beating). */
  onLost?: () => void;
}

/**
 * Takes the lock when nobody holds it or its holder stopped beating. The look and the take are one
 * statement, so two processes can never both find the same stale holder and both take over.
 */
export async function tryTake(db: Db, token: string, now: number, staleMs: number): Promise<boolean> {
  const { rows } = await sql<{ token: string }>`
    INSERT INTO publish_lock (id, token, beat) VALUES (1, ${token}, ${now})
    ON CONFLICT (id) DO UPDATE SET token = excluded.token, beat = excluded.beat
    WHERE publish_lock.beat < ${now - staleMs}
    RETURNING token`.execute(db);
  return rows[0]?.token === token;
}

/** Marks the holder alive; false when the lock is no longer this holder's. */
export async function beat(db: Db, token: string, now: number): Promise<boolean> {
  const { rows } = await sql<{ token: string }>`
    UPDATE publish_lock SET beat = ${now} WHERE token = ${token} RETURNING token`.execute(db);
  return rows.length > 0;
}

export async function release(db: Db, token: string): Promise<void> {
  await sql`DELETE FROM publish_lock WHERE token = ${token}`.execute(db);
}

/**
 * Runs `work` holding the build lock of the catalogue database, so two builds never run at once,
 * from any process on any API node (the server's hook and `npm run publish`); waits while another
 * builds. The lock is a row with a heartbeat: a holder that stopped beating is taken over.
 */
export async function withBuildLock<T>(
  db: Db,
  work: () => Promise<T>,
  onWait?: () => void,
  timing: LockTiming = {},
): Promise<T> {
  const { staleMs = STALE_MS, heartbeatMs = HEARTBEAT_MS, retryMs = RETRY_MS, now = Date.now } = timing;
  const token = randomUUID();
  let waited = false;
  while (!(await tryTake(db, token, now(), staleMs))) {
    if (!waited) onWait?.();
    waited = true;
    await sleep(retryMs);
  }
  const onLost =
    timing.onLost ??
    (() => console.warn("[publish] another process took the build lock over: this build's heartbeat came too late"));
  let lost = false;
  let beating = Promise.resolve();
  const timer = setInterval(() => {
    if (lost) return;
    beating = beat(db, token, now()).then(
      (held) => {
        if (held) return;
        lost = true;
        onLost();
      },
      (error: unknown) => console.warn('[publish] the build lock could not beat', error),
    );
  }, heartbeatMs);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await beating;
    await release(db, token);
  }
}
