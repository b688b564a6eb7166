import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';

/** A holder that has not shown a sign of life for this long is gone (its process died or hung). */
const STALE_MS = 60_000;
const HEARTBEAT_MS = 5_000;
const RETRY_MS = 250;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface Holder {
  pid: number;
  beat: number;
}

/**
 * Takes the lock when it is free or its holder is gone. The look and the take are one SQLite
 * transaction that holds the database's write lock, so two processes can never both find the same
 * stale holder and both take over.
 */
function tryTake(db: DatabaseSync, token: string): boolean {
  db.exec('BEGIN IMMEDIATE');
  try {
    const holder = db.prepare('SELECT pid, beat FROM holder WHERE id = 1').get() as Holder | undefined;
    if (holder && alive(holder.pid) && Date.now() - holder.beat < STALE_MS) {
      db.exec('ROLLBACK');
      return false;
    }
    db.prepare('INSERT OR REPLACE INTO holder (id, pid, token, beat) VALUES (1, ?, ?, ?)').run(
      process.pid,
      token,
      Date.now(),
    );
    db.exec('COMMIT');
    return true;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Runs `work` holding the build lock of a site, so two builds never run at once even from two
 * processes (the server's hook and `npm run publish`); waits while another process builds. The
 * holder's process id and a heartbeat tell a live holder from one that died.
 */
export async function withBuildLock<T>(file: string, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA busy_timeout = 10000');
  db.exec(
    'CREATE TABLE IF NOT EXISTS holder (id INTEGER PRIMARY KEY CHECK (id = 1), pid INTEGER NOT NULL, token TEXT NOT NULL, beat INTEGER NOT NULL)',
  );
  const token = randomUUID();
  let waited = false;
  try {
    while (!tryTake(db, token)) {
      if (!waited) onWait?.();
      waited = true;
      await sleep(RETRY_MS);
    }
    const beat = setInterval(
      () => db.prepare('UPDATE holder SET beat = ? WHERE token = ?').run(Date.now(), token),
      HEARTBEAT_MS,
    );
    beat.unref();
    try {
      return await work();
    } finally {
      clearInterval(beat);
      db.prepare('DELETE FROM holder WHERE token = ?').run(token);
    }
  } finally {
    db.close();
  }
}
