import { sql, type Db } from '../db/index.ts';
import { seedAccounts } from './accounts.ts';
import { seedCatalog } from './catalog.ts';
import { createMediaStore } from './catalog/media-store.ts';
import { seedContent } from './content.ts';
import { emptyDatabase } from './empty-database.ts';

export interface SeedOptions {
  /** Number of products to generate; the scale knob for benchmarks. */
  products: number;
  /** Where generated images and downloads are written (served from /uploads). */
  uploadsDir: string;
  /** Empty the database first (`npm run seed` recreates the demo data in place). */
  replace?: boolean;
}

export const defaultProductCount = 400;

/**
 * Fills an empty database (or, with `replace`, empties it) with the deterministic demo data (same
 * options, same rows) in one transaction, so a seed that fails leaves no half catalogue; then
 * gathers the planner's statistics and renders its pictures.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const store = createMediaStore(options.uploadsDir);
  await db.transaction().execute(async (trx) => {
    if (options.replace) await emptyDatabase(trx);
    await seedCatalog(trx, options, store);
    await seedContent(trx, options, store.art);
    await seedAccounts(trx, options);
  });
  // The planner's row counts: the embedded database has no background worker to gather them.
  await sql`ANALYZE`.execute(db);
  await store.art.flush();
}

/** True when the database already holds a catalogue, so a start never overwrites it. */
export async function isSeeded(db: Db): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`SELECT to_regclass('public.products') IS NOT NULL AS found`.execute(
    db,
  );
  if (!rows[0]?.found) return false;
  const { rows: products } = await sql<{ filled: boolean }>`SELECT EXISTS (SELECT 1 FROM products) AS filled`.execute(
    db,
  );
  return products[0]?.filled ?? false;
}
