/**
 * `npm run rollback`: serves the build before the live one again (a running `npm start` follows
 * within a second), once it passes the checks every publish makes, against today's prices, and puts
 * back what the editors' changes published since that build replaced. Run it again to step further
 * back; the next publish goes live as usual. Staff do the same from /staff/publishing, with any kept
 * build.
 */
import { basename } from 'node:path';
import { loadConfigOrExit } from '../server/config.ts';
import { connectDatabase } from '../server/db/connect.ts';
import { buildLayout, liveBuild, previousBuild } from './lib/publish/builds.ts';
import { rollbackTo } from './lib/publish/rollback.ts';
import { catalogPrices } from '../server/catalog/all-prices.ts';

const layout = buildLayout(process.env.OUT_DIR ?? 'dist');
const live = liveBuild(layout);
const previous = previousBuild(layout);
if (previous === undefined) {
  console.error(
    `No earlier build to roll back to in ${layout.buildsDir} (live: ${live ? basename(live) : 'none'}); OUT_DIR must be the one npm start serves.`,
  );
  process.exit(1);
}
// The catalogue of today: DATABASE_URL's server, else DATA_DIR/pgdata (through a running npm start).
const { dataDir, databaseUrl } = loadConfigOrExit(process.env, { dataDir: 'existing' });
const { db } = await connectDatabase({ databaseUrl, dataDir });
const report = await rollbackTo({
  layout,
  buildDir: previous,
  db,
  prices: () => catalogPrices(db),
  trigger: 'npm run rollback',
}).finally(() => db.destroy());
if (!report.ok) {
  console.error(
    `Not rolled back: ${basename(previous)} fails its checks; still serving ${live ? basename(live) : 'none'}.`,
  );
  for (const problem of report.problems) console.error(`- ${problem}`);
  process.exit(1);
}
console.log(`Rolled back: now serving ${basename(previous)} (was ${live ? basename(live) : 'none'}).`);
