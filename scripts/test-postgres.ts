/**
 * `npm run test:postgres`: the server suites again, each test on its own database of the
 * PostgreSQL server of TEST_POSTGRES_URL (a role that may create databases), so every query runs
 * on both engines. CI sets it (.ci/run); without it the server suites ran on the embedded database
 * only. `test:unit` stays on the embedded database either way: the harness reads TEST_DATABASE_URL,
 * which this command sets for its own run alone.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';

const server = process.env.TEST_POSTGRES_URL;
if (!server) {
  console.log('TEST_POSTGRES_URL is not set: the server suites ran on the embedded database only.');
  process.exit(0);
}
// Databases a test left behind (its process ended first) and templates of earlier sources go first.
const admin = new pg.Client({ connectionString: server });
await admin.connect();
const { rows } = await admin.query<{ name: string }>(
  "SELECT datname AS name FROM pg_database WHERE datname LIKE 'avc\\_test\\_%' OR datname LIKE 'avc\\_template\\_%'",
);
for (const { name } of rows) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await admin.end();

const vitest = join(import.meta.dirname, '../node_modules/vitest/vitest.mjs');
const run = spawnSync(process.execPath, [vitest, 'run', 'server', 'scripts'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: server },
});
process.exit(run.status ?? 1);
