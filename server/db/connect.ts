import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { PGlite } from '@electric-sql/pglite';
import type { ChangeFeed } from './change-feed.ts';
import { existsSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { EMBEDDED_FOLDER } from '../config.ts';
import { privateFolder } from '../files/private-folder.ts';
import { openDatabase, type OpenedDatabase } from './index.ts';

/**
 * The socket through which `npm start` lends its embedded database to other processes (the
 * build's pull, `npm run publish`, `psql "host=$DATA_DIR"`): PostgreSQL's own socket name, so any
 * PostgreSQL client finds it by the folder.
 */
const socketIn = (dataDir: string) => join(dataDir, '.s.PGSQL.5432');

/** The connection string of the embedded database served in `dataDir`. */
export const embeddedUrl = (dataDir: string) =>
  `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dataDir)}`;

function answers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ path });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface ConnectOptions {
  databaseUrl?: string;
  dataDir: string;
  maxConnections?: number;
  migrate?: boolean;
  /** Listen for caller changes (an API node). */
  listen?: boolean;
}

/**
 * The catalogue database a command works on: DATABASE_URL's server when set; else the embedded
 * database of DATA_DIR, through the socket of the `npm start` that has it open, or opened here
 * when none has (one process at a time may open its files).
 */
export async function connectDatabase(options: ConnectOptions): Promise<OpenedDatabase> {
  const { databaseUrl, dataDir, maxConnections, migrate, listen } = options;
  if (databaseUrl) return openDatabase({ url: databaseUrl, maxConnections, migrate, listen });
  const socket = socketIn(dataDir);
  if (existsSync(socket) && (await answers(socket))) {
    return openDatabase({ url: embeddedUrl(dataDir), maxConnections: maxConnections ?? 4, migrate: false, listen });
  }
  const embeddedDir = join(dataDir, EMBEDDED_FOLDER);
  const opened = await openDatabase({ embeddedDir, migrate, listen });
  // PGlite makes its folder readable by all; the catalogue, accounts and orders are the server's alone.
  privateFolder(embeddedDir);
  return opened;
}

/** How often a process that lends its database checks whether the last borrower has gone. */
const BORROWERS_CHECK_MS = 1_000;

/**
 * Serves the embedded database on its socket in `dataDir` until the answer's `stop`. Writes of
 * another process through the socket are announced to that process, not to this one: while any is
 * connected, `feed` is not live (this process keeps no callers).
 */
export async function serveEmbedded(
  pglite: PGlite,
  dataDir: string,
  feed?: ChangeFeed,
): Promise<{ stop(): Promise<void> }> {
  const path = socketIn(dataDir);
  // Left by a process that was killed: nothing answers on it, or connectDatabase would not be here.
  rmSync(path, { force: true });
  const server = new PGLiteSocketServer({ db: pglite, path, maxConnections: 16 });
  let check: NodeJS.Timeout | undefined;
  server.addEventListener('connection', () => {
    feed?.setLive(false);
    check ??= setInterval(() => {
      if (server.getStats().activeConnections > 0) return;
      clearInterval(check);
      check = undefined;
      feed?.setLive(true);
    }, BORROWERS_CHECK_MS);
  });
  await server.start();
  return {
    stop: () => {
      clearInterval(check);
      return server.stop();
    },
  };
}
