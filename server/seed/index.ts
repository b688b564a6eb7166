import type { DatabaseSync } from 'node:sqlite';
import { seedAccounts } from './accounts.ts';
import { seedCatalog } from './catalog.ts';
import { createMediaStore } from './catalog/media-store.ts';
import { seedContent } from './content.ts';

export interface SeedOptions {
  /** Number of products to generate; the scale knob for benchmarks. */
  products: number;
  /** Where generated images and downloads are written (served from /uploads). */
  uploadsDir: string;
}

export const defaultProductCount = 400;

/**
 * Fills an empty database with the deterministic demo data (same options, same rows), then
 * renders its pictures.
 */
export async function seedDatabase(db: DatabaseSync, options: SeedOptions): Promise<void> {
  const store = createMediaStore(options.uploadsDir);
  seedCatalog(db, options, store);
  seedContent(db, options, store.art);
  seedAccounts(db, options);
  await store.art.flush();
}

/** True when the database already holds a catalogue, so a start never overwrites it. */
export function isSeeded(db: DatabaseSync): boolean {
  const row = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'products'").get();
  if (!row || Number(row.n) === 0) return false;
  return Number(db.prepare('SELECT count(*) AS n FROM products').get()?.n ?? 0) > 0;
}
