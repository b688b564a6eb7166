/**
 * `npm run test:postgres`: the server suites again, each test on its own database of the
 * PostgreSQL server of TEST_DATABASE_URL (a role that may create databases), so every query runs
 * on both engines. CI sets it (.ci/run); without it the server suites ran on the embedded database.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the server suites ran on the embedded database only.');
  process.exit(0);
}
const vitest = join(import.meta.dirname, '../node_modules/vitest/vitest.mjs');
const run = spawnSync(process.execPath, [vitest, 'run', 'server', 'scripts'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
