/**
 * Recreates the demo database: `npm run seed [-- --products N]`. Deletes the database file and the
 * uploads folder under DATA_DIR (default ./data), seeds them again and prints what was written.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../server/config.ts';
import { openDatabase } from '../server/db/index.ts';
import { defaultProductCount, seedDatabase } from '../server/seed/index.ts';

const { values } = parseArgs({ options: { products: { type: 'string', default: String(defaultProductCount) } } });
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1) {
  console.error(`--products must be a whole number of at least 1, got "${values.products}"`);
  process.exit(1);
}

const { dataDir } = loadConfigOrExit();
const file = join(dataDir, 'catalog.db');
const uploads = join(dataDir, 'uploads');
for (const path of [file, `${file}-wal`, `${file}-shm`, uploads]) rmSync(path, { recursive: true, force: true });

const started = performance.now();
const db = openDatabase(file);
await seedDatabase(db, { products, uploadsDir: uploads });
const seconds = ((performance.now() - started) / 1000).toFixed(2);

const tables = db
  .prepare(
    "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations' ORDER BY name",
  )
  .all()
  .map((row) => String(row.name));
console.log(`Seeded ${file} in ${seconds} s`);
for (const table of tables) {
  const count = db.prepare(`SELECT count(*) AS n FROM "${table}"`).get()?.n;
  console.log(`  ${table.padEnd(24)} ${count}`);
}
const files = readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
console.log(`  ${'uploaded files'.padEnd(24)} ${files} in ${uploads}`);
db.close();
