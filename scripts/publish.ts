/**
 * `npm run publish [-- --rebuild] [-- --force]`: builds the site from the catalogue database
 * (DATABASE_URL's server, else DATA_DIR/pgdata) into a new folder beside OUT_DIR, checks it and
 * switches the served site to it (a running `npm start` follows the switch). Prints progress and
 * the change report; exits 1 when nothing was published. `--rebuild` builds even when nothing
 * changed; `--force` accepts a build with far fewer pages than the live one.
 */
import { loadConfigOrExit } from '../server/config.ts';
import { connectDatabase, serveEmbedded } from '../server/db/connect.ts';
import { catalogFingerprint } from '../server/db/fingerprint.ts';
import { progressPrinter } from './lib/publish/progress.ts';
import { publishSite } from './lib/publish/publish.ts';
import { catalogPrices } from '../server/catalog/all-prices.ts';
import { draftPublishing } from '../server/content/publish-drafts.ts';
import { sourceStamp } from './lib/publish/source-stamp.ts';

const { dataDir, databaseUrl } = loadConfigOrExit(process.env, { dataDir: 'existing' });
const { db, embedded } = await connectDatabase({ databaseUrl, dataDir });
// Opened here (no `npm start` has it): lent on its socket to the build's pull, in another process.
const lent = embedded ? await serveEmbedded(embedded, dataDir) : undefined;
try {
  const report = await publishSite({
    outDir: process.env.OUT_DIR ?? 'dist',
    dataDir,
    db,
    prices: () => catalogPrices(db),
    drafts: draftPublishing(db),
    source: async () => sourceStamp(await catalogFingerprint(db)),
    rebuild: process.argv.includes('--rebuild'),
    trigger: 'npm run publish',
    onProgress: progressPrinter(),
    ...(process.argv.includes('--force') ? { maxDrop: 1 } : {}),
  });
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await lent?.stop();
  await db.destroy();
}
process.exit();
