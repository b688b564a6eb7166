import type { DatabaseSync } from 'node:sqlite';

/** Long addresses are cut: the report is for finding broken links, not for storing payloads. */
const MAX_URL_LENGTH = 2_000;

/** Records an address that led to the 404 page; answers the report's id. */
export function recordNotFound(db: DatabaseSync, url: string, referrer: string | undefined): number {
  const result = db
    .prepare('INSERT INTO not_found_reports (url, referrer, created_at) VALUES (?, ?, ?)')
    .run(url.trim().slice(0, MAX_URL_LENGTH), (referrer ?? '').slice(0, MAX_URL_LENGTH), new Date().toISOString());
  return Number(result.lastInsertRowid);
}
