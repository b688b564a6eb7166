/**
 * Recreates a benchmark database: `node scripts/bench/seed-catalog.ts <dataDir> <products>`.
 * Runs as its own process so the seeding's memory never counts against the benchmark.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { EMBEDDED_FOLDER } from '../../server/config.ts';
import { openDatabase } from '../../server/db/index.ts';
import { seedDatabase } from '../../server/seed/index.ts';

const [dataDir, count] = process.argv.slice(2);
const products = Number(count);
if (!dataDir || !Number.isInteger(products) || products <= 0) {
  throw new Error('Usage: seed-catalog.ts <dataDir> <products>');
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const { db } = await openDatabase({ embeddedDir: join(dataDir, EMBEDDED_FOLDER) });
await seedDatabase(db, { products, uploadsDir: join(dataDir, 'uploads') });
await db.destroy();
