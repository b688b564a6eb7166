import { serve, type ServerType } from '@hono/node-server';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { assertProductionReady, loadConfig, type ServerConfig } from './config.ts';
import type { Hono } from 'hono';
import type { AppContext, AppEnv } from './context.ts';
import { connectDatabase, serveEmbedded } from './db/connect.ts';
import { removeLeftovers } from './files/leftovers.ts';
import { settleDeliveries, startOutboxRetry } from './mail/outbox.ts';
import { mailDir } from './mail/transport.ts';
import { defaultProductCount, isSeeded, seedDatabase } from './seed/index.ts';
import { readinessRoutes, SiteReadiness } from './site/readiness.ts';
import { StaticSite } from './site/serve.ts';
import { log } from './log.ts';
import { keptPerNode } from './kept-per-node.ts';
import { Refusals } from './security/refusals.ts';
import { markCleanHtml } from './content/mark-clean-html.ts';

export interface RunningServer {
  ctx: AppContext;
  site: StaticSite;
  /** What `/api/ready` answers: the publisher reports to it (scripts/start.ts). */
  readiness: SiteReadiness;
  url: string;
  close(): Promise<void>;
}

export interface OpenedContext {
  ctx: AppContext;
  /** Stops lending the embedded database to other processes and closes it. */
  close(): Promise<void>;
}

/**
 * Opens the configured database (and on first start seeds it; never overwrites data). The embedded
 * database is also served on its socket in DATA_DIR, for the build's pull and other commands.
 */
export async function openContext(config: ServerConfig, { seed = true, migrate = true } = {}): Promise<OpenedContext> {
  const { db, embedded, changes } = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate,
    listen: true,
  });
  if (seed && !(await isSeeded(db))) {
    const started = performance.now();
    await seedDatabase(db, { products: defaultProductCount, uploadsDir: join(config.dataDir, 'uploads') });
    log.info({ dataDir: config.dataDir, ms: Math.round(performance.now() - started) }, 'seeded demo data');
  }
  const lent = embedded ? await serveEmbedded(embedded, config.dataDir, changes?.feed) : undefined;
  const leftovers = await removeLeftovers(mailDir(config.dataDir));
  if (leftovers > 0) log.info({ removed: leftovers }, 'removed temporary mail files left by an interrupted write');
  return {
    ctx: { db, config, log, refusals: new Refusals(), ...(changes && keptPerNode(changes.feed)) },
    close: async () => {
      await changes?.stop();
      await lent?.stop();
      await db.destroy();
    },
  };
}

export interface StartOptions {
  /** The rebuild hook and its publisher, under /hooks; the publisher reports to `readiness`. */
  hooks?: (ctx: AppContext, readiness: SiteReadiness) => Hono<AppEnv>;
  /**
   * Publishing for staff, under /api/Staff/Publishing (made after `hooks`, so it may share its
   * publisher); a rollback hands `readiness` the build it switches to.
   */
  publishing?: (ctx: AppContext, readiness: SiteReadiness) => Hono<AppEnv>;
  /** Serve the static site from OUT_DIR too (`npm start`); an API node (`npm run api`) does not. */
  site?: boolean;
  /** Apply pending migrations and seed an empty database with the demo data (`npm start`). */
  prepare?: boolean;
}

/** Starts the catalogue API (and with `site`, the static site) on one port. */
export async function startServer(
  env: NodeJS.ProcessEnv = process.env,
  { hooks, publishing, site: withSite = true, prepare = true }: StartOptions = {},
): Promise<RunningServer> {
  assertProductionReady(env);
  const config = loadConfig(env);
  const opened = await openContext(config, { seed: prepare, migrate: prepare });
  const { ctx } = opened;
  const site = new StaticSite(env.OUT_DIR ?? 'dist');
  const readiness = new SiteReadiness(site);
  let draining = false;
  const app = createApp(ctx, {
    site: withSite ? site.handler() : undefined,
    hooks: hooks?.(ctx, readiness),
    ready: withSite ? readinessRoutes(readiness) : undefined,
    publishing: publishing?.(ctx, readiness),
    draining: () => draining,
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: env.HOST ?? '0.0.0.0' }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Mail that failed before (or while the server was down) is retried now and then every minute.
  const stopMailRetry = startOutboxRetry(ctx);
  // HTML no write of the product cleaned (older rows, psql) is cleaned at each read until marked.
  const sweep = prepare ? sweepHtml(ctx) : Promise.resolve();
  return {
    ctx,
    site,
    readiness,
    url: `http://localhost:${port}`,
    close: async () => {
      // The load balancer's next health check takes this node out while requests in flight finish.
      draining = true;
      stopMailRetry();
      await settleDeliveries();
      await sweep;
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      });
      await opened.close();
    },
  };
}

/** Cleans and marks, in the background, the rows whose HTML no write of the product cleaned. */
async function sweepHtml(ctx: AppContext): Promise<void> {
  const started = performance.now();
  try {
    const marked = await markCleanHtml(ctx.db);
    if (marked > 0) log.info({ marked, ms: Math.round(performance.now() - started) }, 'cleaned stored HTML');
  } catch (error) {
    log.error({ err: error }, 'cleaning stored HTML failed; such rows are cleaned at each read');
  }
}
