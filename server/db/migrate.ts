import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const migrationsDir = join(import.meta.dirname, 'migrations');

/** Any fixed number: the advisory lock nodes take so that one at a time migrates. */
const MIGRATION_LOCK = 5_310_051;

const createLedger = 'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at text NOT NULL)';

/** The migration files not applied yet, in file-name order. */
function pending(applied: Set<string>): { name: string; text: string }[] {
  return readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(migrationsDir, name), 'utf8') }));
}

function failed(name: string, cause: unknown): Error {
  return new Error(`Migration ${name} failed`, { cause });
}

/**
 * Applies pending migrations to a PostgreSQL server in one transaction, under an advisory lock:
 * nodes started together wait for the first, then find nothing left to do.
 */
export async function migratePostgres<T>(db: Kysely<T>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql.raw(createLedger).execute(trx);
    const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(trx);
    const todo = pending(new Set(rows.map((row) => row.name)));
    for (const { name, text } of todo) {
      try {
        await sql.raw(text).execute(trx);
      } catch (cause) {
        throw failed(name, cause);
      }
      await sql`INSERT INTO schema_migrations (name, applied_at) VALUES (${name}, ${new Date().toISOString()})`.execute(
        trx,
      );
    }
    return todo.map((migration) => migration.name);
  });
}

/** The same for the embedded database, which only this process opens. */
export async function migrateEmbedded(pglite: PGlite): Promise<string[]> {
  return pglite.transaction(async (tx) => {
    await tx.exec(createLedger);
    const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const todo = pending(new Set(rows.map((row) => row.name)));
    for (const { name, text } of todo) {
      try {
        await tx.exec(text);
      } catch (cause) {
        throw failed(name, cause);
      }
      await tx.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [
        name,
        new Date().toISOString(),
      ]);
    }
    return todo.map((migration) => migration.name);
  });
}
