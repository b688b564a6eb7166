import { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PGliteDialect,
  PostgresDialect,
  type DatabaseIntrospector,
  type Dialect,
  type Kysely,
} from 'kysely';
import pg from 'pg';
import { log } from '../log.ts';
import { CALLER_CHANGES } from './change-feed.ts';
import { SerialisedDriver } from './serialised-driver.ts';

/** Type ids whose text the database sends for bigint counts and numeric money. */
const INT8 = 20;
const NUMERIC = 1700;

/**
 * Counts and epoch milliseconds (bigint) and money (numeric(12,2)) read as numbers: they stay far
 * inside the doubles' exact range, and money is summed in the database or in whole cents.
 */
const numberParsers = { [INT8]: Number, [NUMERIC]: Number };

/** node-postgres pool of a PostgreSQL server, with the same number parsers as the embedded engine. */
export function postgresPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8 || oid === NUMERIC
          ? Number
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A connection the server closes while idle (a restart, a failover, a dropped database) is
  // replaced by the pool on next use; unheard, its error would end the process.
  pool.on('error', (error) => log.warn({ error: error.message }, 'database connection lost'));
  return pool;
}

/**
 * Kysely over the pool; with `listen`, each connection listens for caller changes as it opens, so
 * a node hears its own change on the connection that wrote it, before the write's query answers.
 */
export function postgresDialect(pool: pg.Pool, listen: boolean): Dialect {
  const listenQuery = CompiledQuery.raw(`LISTEN ${CALLER_CHANGES}`);
  return new PostgresDialect({
    pool,
    ...(listen && { onCreateConnection: async (connection) => void (await connection.executeQuery(listenQuery)) }),
  });
}

/** PGlite (PostgreSQL in WebAssembly) in this process; `dataDir` undefined keeps it in memory. */
export async function openEmbedded(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  const pglite = await PGlite.create({ dataDir, loadDataDir, parsers: numberParsers });
  // Every page of the embedded database is in memory, so reading one by its index costs about what
  // reading it in sequence does; PostgreSQL's default (4) makes the planner scan a whole table
  // rather than look up a listing's rows by key.
  await pglite.exec('SET random_page_cost = 1.1');
  return pglite;
}

/** Kysely's PGlite dialect, its single connection lent to one caller at a time. */
export function embeddedDialect(pglite: PGlite): Dialect {
  const inner = new PGliteDialect({ pglite });
  return {
    createAdapter: () => inner.createAdapter(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>): DatabaseIntrospector => inner.createIntrospector(db),
    createDriver: () => new SerialisedDriver(inner.createDriver()),
  };
}
