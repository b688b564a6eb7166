import { type Db, sql } from './index.ts';

/**
 * Identifies the catalogue a static build was made from: a reseeded database has a new id, and
 * every change to catalogue rows bumps the revision.
 */
export async function catalogFingerprint(db: Db): Promise<string> {
  const { rows } = await sql<{ key: string; value: string }>`SELECT key, value FROM meta
    WHERE key IN ('database_id', 'catalog_revision') ORDER BY key`.execute(db);
  return rows.map((row) => `${row.key}=${row.value}`).join(';');
}
