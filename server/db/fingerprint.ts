import type { DatabaseSync } from 'node:sqlite';

/**
 * Identifies the catalogue a static build was made from: a reseeded database has a new id, and
 * every change to catalogue rows bumps the revision.
 */
export function catalogFingerprint(db: DatabaseSync): string {
  const rows = db
    .prepare("SELECT key, value FROM meta WHERE key IN ('database_id', 'catalog_revision') ORDER BY key")
    .all();
  return rows.map((row) => `${String(row.key)}=${String(row.value)}`).join(';');
}
