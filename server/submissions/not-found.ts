import { sql, type Db } from '../db/index.ts';

/** Long addresses are cut: the report is for finding broken links, not for storing payloads. */
const MAX_URL_LENGTH = 2_000;
/** Distinct reports kept; past it the least recently reported go, so the table stays small. */
export const MAX_NOT_FOUND_REPORTS = 5_000;

/**
 * Records an address that led to the 404 page; answers the report's id. The same address and
 * referrer reported again adds to that report's count instead of storing another row; at most
 * `kept` reports are kept.
 */
export async function recordNotFound(
  db: Db,
  url: string,
  referrer: string | undefined,
  kept = MAX_NOT_FOUND_REPORTS,
): Promise<number> {
  const now = new Date().toISOString();
  const { rows } = await sql<{ id: number; hits: number }>`
    INSERT INTO not_found_reports (url, referrer, created_at, last_at)
    VALUES (${url.trim().slice(0, MAX_URL_LENGTH)}, ${(referrer ?? '').slice(0, MAX_URL_LENGTH)}, ${now}, ${now})
    ON CONFLICT (url, referrer) DO UPDATE SET hits = not_found_reports.hits + 1, last_at = excluded.last_at
    RETURNING id, hits`.execute(db);
  const row = rows[0]!;
  // A new row may push the table past its bound: the least recently reported make way.
  if (row.hits === 1) {
    await sql`
      DELETE FROM not_found_reports WHERE id IN (
        SELECT id FROM not_found_reports ORDER BY last_at DESC, id DESC OFFSET ${kept}
      )`.execute(db);
  }
  return row.id;
}
