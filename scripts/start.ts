/**
 * `npm start`: the whole product on one port. Opens (and on first start seeds) the demo database,
 * serves the catalogue API and the live static build, and publishes at start: nothing is rendered
 * when catalogue and code are unchanged since the live build (BUILD=always renders anyway,
 * BUILD=never skips the publish). The API and the live site keep answering while a build runs and
 * after one fails, so editors can still fix what the publish refused; `/api/ready` answers 200 only
 * once the site serves the current sources' build (EXIT_ON_PUBLISH_FAILURE=1 stops the start
 * instead, for runs that must not go on against old pages). The rebuild hook is on with
 * REBUILD_SECRET (a shorter one than 32 characters stops the start with a one-line reason).
 */
import './threadpool.ts';
import { loadConfigOrExit } from '../server/config.ts';
import { catalogFingerprint } from '../server/db/fingerprint.ts';
import { startServer } from '../server/main.ts';
import { rebuildHookRoutes } from '../server/routes/hooks.ts';
import { staffPublishingRoutes } from '../server/routes/staff-publishing.ts';
import { progressPrinter } from './lib/publish/progress.ts';
import { Publisher } from './lib/publish/publisher.ts';
import { reportingReadiness } from './lib/publish/readiness.ts';
import { catalogPrices } from '../server/catalog/all-prices.ts';
import { draftPublishing } from '../server/content/publish-drafts.ts';
import { sourceStamp } from './lib/publish/source-stamp.ts';
import { publishingControl } from './lib/publish/staff-control.ts';

// A wrong setting is reported in one line before anything starts.
loadConfigOrExit(process.env);
const outDir = process.env.OUT_DIR ?? 'dist';
let publisher: Publisher | undefined;
const server = await startServer(process.env, {
  hooks: (ctx, readiness) => {
    publisher = new Publisher({
      outDir,
      dataDir: ctx.config.dataDir,
      db: ctx.db,
      prices: () => catalogPrices(ctx.db),
      drafts: draftPublishing(ctx.db),
      source: async () => sourceStamp(await catalogFingerprint(ctx.db)),
      onProgress: progressPrinter(),
      publish: reportingReadiness(readiness),
      keepWarm: true,
    });
    return rebuildHookRoutes(ctx, publisher);
  },
  publishing: (ctx, readiness) =>
    staffPublishingRoutes(
      ctx,
      publishingControl(publisher!, {
        outDir,
        db: ctx.db,
        prices: () => catalogPrices(ctx.db),
        onServing: (files) => readiness.prepare(files),
      }),
    ),
});
console.log(`Catalogue API listening on ${server.url}`);

const mode = process.env.BUILD ?? 'auto';
if (publisher && mode !== 'never') {
  if (server.site.ready) console.log('Publishing the catalogue; the live build is served meanwhile…');
  else console.log('Building the static site from the catalogue…');
  publisher.request('start', mode === 'always');
  await publisher.idle();
} else {
  // BUILD=never: the build present is served as it is.
  server.readiness.published();
}
const state = server.readiness.current();
if (state.ready) {
  console.log(`The storefront is ready on ${server.url}`);
} else if (process.env.EXIT_ON_PUBLISH_FAILURE === '1') {
  console.error(`The storefront is not ready: ${state.reason}. Stopping (EXIT_ON_PUBLISH_FAILURE=1).`);
  await server.close();
  process.exit(1);
} else {
  console.error(
    `The storefront is not ready: ${state.reason}. The API keeps running on ${server.url} and the last good build, if any, is served; /api/ready answers 503 until a publish succeeds.`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A build process being readied holds the build lock: it is given back, not left to go stale,
    // so the database closes only after it (a stale lock holds the next publish for a minute).
    const stop = async () => {
      await publisher?.close();
      await server.close();
    };
    void stop().finally(() => process.exit(0));
  });
}
