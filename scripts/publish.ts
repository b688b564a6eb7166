/**
 * `npm run publish [-- --rebuild] [-- --force]`: builds the site from the catalogue database in
 * DATA_DIR into a new folder beside OUT_DIR, checks it and switches the served site to it (a
 * running `npm start` follows the switch). Prints progress and the change report; exits 1 when
 * nothing was published. `--rebuild` builds even when nothing changed; `--force` accepts a build
 * with far fewer pages than the live one.
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { catalogFingerprint } from '../server/db/fingerprint.ts';
import { loadConfigOrExit } from '../server/config.ts';
import { progressPrinter } from './lib/publish/progress.ts';
import { publishSite } from './lib/publish/publish.ts';
import { catalogPrices } from './lib/publish/site-prices.ts';
import { sourceStamp } from './lib/publish/source-stamp.ts';

const { dataDir } = loadConfigOrExit(process.env, { dataDir: 'existing' });
const db = new DatabaseSync(join(dataDir, 'catalog.db'), { readOnly: true });
const report = await publishSite({
  outDir: process.env.OUT_DIR ?? 'dist',
  dataDir,
  prices: () => catalogPrices(db),
  source: () => sourceStamp(catalogFingerprint(db)),
  rebuild: process.argv.includes('--rebuild'),
  trigger: 'npm run publish',
  onProgress: progressPrinter(),
  ...(process.argv.includes('--force') ? { maxDrop: 1 } : {}),
});
db.close();
process.exit(report.ok ? 0 : 1);
