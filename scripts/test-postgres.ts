/**
 * `npm run test:postgres`: the server suites again, each test on its own database of the
 * PostgreSQL server of TEST_DATABASE_URL (a role that may create databases), so every query runs
 * on both engines. CI sets it (.ci/run); without it the server suites ran on the embedded database.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the server suites ran on the embedded database only.');
  process.exit(0);
}
// Databases a test left behind (its process ended first) and templates of earlier sources go first.
const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
await admin.connect();
const { rows } = await admin.query<{ name: string }>(
  "SELECT datname AS name FROM pg_database WHERE datname LIKE 'avc\\_test\\_%' OR datname LIKE 'avc\\_template\\_%'",
);
for (const { name } of rows) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await admin.end();

const vitest = join(import.meta.dirname, '../node_modules/vitest/vitest.mjs');
const run = spawnSync(process.execPath, [vitest, 'run', 'server', 'scripts'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
