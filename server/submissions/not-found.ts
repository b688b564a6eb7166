import type { DatabaseSync } from 'node:sqlite';
import { statement } from '../catalog/rows.ts';

/** Long addresses are cut: the report is for finding broken links, not for storing payloads. */
const MAX_URL_LENGTH = 2_000;
/** Distinct reports kept; past it the least recently reported go, so the table stays small. */
export const MAX_NOT_FOUND_REPORTS = 5_000;

/**
 * Records an address that led to the 404 page; answers the report's id. The same address and
 * referrer reported again adds to that report's count instead of storing another row; at most
 * `kept` reports are kept.
 */
export function recordNotFound(
  db: DatabaseSync,
  url: string,
  referrer: string | undefined,
  kept = MAX_NOT_FOUND_REPORTS,
): number {
  const now = new Date().toISOString();
  const row = statement(
    db,
    `INSERT INTO not_found_reports (url, referrer, created_at, last_at) VALUES (?1, ?2, ?3, ?3)
     ON CONFLICT (url, referrer) DO UPDATE SET hits = hits + 1, last_at = ?3
     RETURNING id, hits`,
  ).get(url.trim().slice(0, MAX_URL_LENGTH), (referrer ?? '').slice(0, MAX_URL_LENGTH), now);
  // A new row may push the table past its bound: the least recently reported make way.
  if (Number(row?.hits) === 1) {
    statement(
      db,
      `DELETE FROM not_found_reports WHERE id IN (SELECT id FROM not_found_reports ORDER BY last_at DESC, id DESC
       LIMIT -1 OFFSET ?)`,
    ).run(kept);
  }
  return Number(row?.id);
}
