import type { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { embeddedFeed, type ChangeFeed } from './change-feed.ts';
import { embeddedDialect, openEmbedded, postgresDialect, postgresPool } from './engines.ts';
import { listenOnServer } from './postgres-feed.ts';
import { migrateEmbedded, migratePostgres } from './migrate.ts';
import type { Database } from './schema.ts';

export { sql } from 'kysely';
export type { Database } from './schema.ts';

/** The catalogue database, or a transaction on it: every query function takes either. */
export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  /** The embedded engine, when there is no PostgreSQL server (served to other processes by `npm start`). */
  embedded?: PGlite;
  /** The database's announcements of changed callers, when asked to listen; `stop` before closing. */
  changes?: { feed: ChangeFeed; stop(): Promise<void> };
}

export interface DatabaseOptions {
  /** A PostgreSQL server (`postgres://…`); without it the embedded database is used. */
  url?: string;
  /** Where the embedded database keeps its files; in memory when omitted. */
  embeddedDir?: string;
  /** A copy of an embedded database to start from (tests start from a seeded one). */
  embeddedImage?: Blob;
  /** Connections this node keeps to the server. */
  maxConnections?: number;
  /** Leave the schema alone (`npm run api` nodes migrate only with `npm run migrate`). */
  migrate?: boolean;
  /** Listen for changes to what callers are made of (API nodes keep callers in memory). */
  listen?: boolean;
}

/** Opens the database and, unless told not to, applies pending migrations. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.url) {
    const pool = postgresPool(options.url, options.maxConnections ?? 10);
    const changes = options.listen ? listenOnServer(options.url, pool) : undefined;
    const db = new Kysely<Database>({ dialect: postgresDialect(pool, changes !== undefined) });
    if (options.migrate !== false) await migratePostgres(db);
    return { db, changes };
  }
  const embedded = await openEmbedded(options.embeddedDir, options.embeddedImage);
  if (options.migrate !== false) await migrateEmbedded(embedded);
  // Before any query of Kysely's: the embedded engine's one connection is then free.
  const changes = options.listen ? { feed: await embeddedFeed(embedded), stop: async () => {} } : undefined;
  return { db: new Kysely<Database>({ dialect: embeddedDialect(embedded) }), embedded, changes };
}
