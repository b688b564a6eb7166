/**
 * `npm run migrate`: applies the schema migrations not yet applied to the database of
 * DATABASE_URL (else the embedded database in DATA_DIR). Safe to run from several nodes at once.
 */
import { loadConfigOrExit } from '../server/config.ts';
import { connectDatabase } from '../server/db/connect.ts';
import { migrateEmbedded, migratePostgres } from '../server/db/migrate.ts';

const config = loadConfigOrExit(process.env, { signsTokens: false });
const { db, embedded } = await connectDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  migrate: false,
});
try {
  const applied = embedded ? await migrateEmbedded(embedded) : await migratePostgres(db);
  console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database schema is up to date.');
} finally {
  await db.destroy();
}
