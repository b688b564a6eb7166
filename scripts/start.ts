/**
 * `npm start`: the whole product on one port. Opens (and on first start seeds) the demo database,
 * serves the catalogue API and the live static build, and publishes at start: nothing is rendered
 * when catalogue and code are unchanged since the live build (BUILD=always renders anyway,
 * BUILD=never skips the publish). The API and the live site keep answering while a build runs and
 * after one fails; the rebuild hook is on with REBUILD_SECRET (a shorter one than 32 characters
 * stops the start with a one-line reason).
 */
import './threadpool.ts';
import { loadConfigOrExit } from '../server/config.ts';
import { catalogFingerprint } from '../server/db/fingerprint.ts';
import { startServer } from '../server/main.ts';
import { rebuildHookRoutes } from '../server/routes/hooks.ts';
import { progressPrinter } from './lib/publish/progress.ts';
import { Publisher } from './lib/publish/publisher.ts';
import { catalogPrices } from '../server/catalog/all-prices.ts';
import { draftPublishing } from '../server/content/publish-drafts.ts';
import { sourceStamp } from './lib/publish/source-stamp.ts';

// A wrong setting is reported in one line before anything starts.
loadConfigOrExit(process.env);
const outDir = process.env.OUT_DIR ?? 'dist';
let publisher: Publisher | undefined;
const server = await startServer(process.env, {
  hooks: (ctx) => {
    publisher = new Publisher({
      outDir,
      dataDir: ctx.config.dataDir,
      db: ctx.db,
      prices: () => catalogPrices(ctx.db),
      drafts: draftPublishing(ctx.db),
      source: async () => sourceStamp(await catalogFingerprint(ctx.db)),
      onProgress: progressPrinter(),
    });
    return rebuildHookRoutes(ctx, publisher);
  },
});
console.log(`Catalogue API listening on ${server.url}`);

const mode = process.env.BUILD ?? 'auto';
if (publisher && mode !== 'never') {
  if (server.site.ready) console.log('Publishing the catalogue; the live build is served meanwhile…');
  else console.log('Building the static site from the catalogue…');
  publisher.request('start', mode === 'always');
  await publisher.idle();
  if (!publisher.status().reports[0]?.ok) {
    console.error('The site was not published: the API keeps running and the last good build, if any, is served.');
  }
}
server.site.reload();
console.log(
  server.site.ready
    ? `The storefront is ready on ${server.url}`
    : `The API is ready on ${server.url}; no site is built`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
