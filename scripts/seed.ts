/**
 * Recreates the demo database: `npm run seed [-- --products N]`. Empties the database the server
 * uses (DATABASE_URL's, else the embedded one in DATA_DIR, default ./data) and deletes the uploads
 * folder under DATA_DIR, seeds them again and prints what was written.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { EMBEDDED_FOLDER, loadConfigOrExit } from '../server/config.ts';
import { connectDatabase } from '../server/db/connect.ts';
import { sql } from '../server/db/index.ts';
import { defaultProductCount, seedDatabase } from '../server/seed/index.ts';

const { values } = parseArgs({ options: { products: { type: 'string', default: String(defaultProductCount) } } });
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1) {
  console.error(`--products must be a whole number of at least 1, got "${values.products}"`);
  process.exit(1);
}

const { dataDir, databaseUrl } = loadConfigOrExit(process.env, { signsTokens: false });
// Named without its credentials.
const where = databaseUrl
  ? (({ host, pathname }) => `postgres://${host}${pathname}`)(new URL(databaseUrl))
  : join(dataDir, EMBEDDED_FOLDER);
const uploads = join(dataDir, 'uploads');
rmSync(uploads, { recursive: true, force: true });

const started = performance.now();
const { db } = await connectDatabase({ databaseUrl, dataDir });
await seedDatabase(db, { products, uploadsDir: uploads, replace: true });
const seconds = ((performance.now() - started) / 1000).toFixed(2);

const { rows: tables } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables
  WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY tablename`.execute(db);
console.log(`Seeded ${where} in ${seconds} s`);
for (const { name } of tables) {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(db);
  console.log(`  ${name.padEnd(24)} ${rows[0]?.n}`);
}
const files = readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
console.log(`  ${'uploaded files'.padEnd(24)} ${files} in ${uploads}`);
await db.destroy();
