/**
 * `npm run rollback`: serves the build before the live one again (a running `npm start` follows
 * within a second), once it passes the checks every publish makes, against today's prices, and puts
 * back what the editors' changes published with the live build replaced. Run it again to step
 * further back; the next publish goes live as usual.
 */
import { basename } from 'node:path';
import { loadConfigOrExit } from '../server/config.ts';
import { connectDatabase } from '../server/db/connect.ts';
import { securityEvent } from '../server/log.ts';
import { manifestFileFor, readManifest } from '../src/features/catalog/manifest.build.ts';
import { buildLayout, liveBuild, previousBuild, switchTo } from './lib/publish/builds.ts';
import { checkBuild } from './lib/publish/checks.ts';
import { filesToScan } from './lib/publish/files-to-scan.ts';
import { catalogPrices } from '../server/catalog/all-prices.ts';
import { undoDrafts } from '../server/content/publish-drafts.ts';

const layout = buildLayout(process.env.OUT_DIR ?? 'dist');
const live = liveBuild(layout);
const previous = previousBuild(layout);
if (previous === undefined) {
  console.error(
    `No earlier build to roll back to in ${layout.buildsDir} (live: ${live ? basename(live) : 'none'}); OUT_DIR must be the one npm start serves.`,
  );
  process.exit(1);
}
const manifest = readManifest(manifestFileFor(previous)) ?? { products: {}, pages: [] };
// The catalogue of today: DATABASE_URL's server, else DATA_DIR/pgdata (through a running npm start).
const { dataDir, databaseUrl } = loadConfigOrExit(process.env, { dataDir: 'existing' });
const { db } = await connectDatabase({ databaseUrl, dataDir });
const prices = await catalogPrices(db).catch(async (error: unknown) => {
  await db.destroy();
  throw error;
});
const problems = await checkBuild({
  buildDir: previous,
  pages: manifest.pages.length,
  previousPages: undefined,
  // Every file: the build was checked against the prices of its day.
  filesToScan: filesToScan(previous, manifest, false).files,
  prices,
});
if (problems.length > 0) {
  console.error(
    `Not rolled back: ${basename(previous)} fails its checks; still serving ${live ? basename(live) : 'none'}.`,
  );
  for (const problem of problems) console.error(`- ${problem}`);
  await db.destroy();
  process.exit(1);
}
switchTo(layout, previous);
// The public answers (search, item details, blog) follow the pages: the editors' changes that went
// live with the build rolled away from are put back, and are not drafts again.
const undone = live ? await undoDrafts(db, basename(live), { asDrafts: false }) : 0;
await db.destroy();
securityEvent('publish switched', {
  build: basename(previous),
  previous: live ? basename(live) : undefined,
  trigger: 'npm run rollback',
  editsUndone: undone,
});
console.log(`Rolled back: now serving ${basename(previous)} (was ${live ? basename(live) : 'none'}).`);
