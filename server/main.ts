import { serve, type ServerType } from '@hono/node-server';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { assertProductionReady, loadConfig, type ServerConfig } from './config.ts';
import type { Hono } from 'hono';
import type { AppContext, AppEnv } from './context.ts';
import { openDatabase } from './db/index.ts';
import { settleDeliveries, startOutboxRetry } from './mail/outbox.ts';
import { defaultProductCount, isSeeded, seedDatabase } from './seed/index.ts';
import { StaticSite } from './site/serve.ts';
import { log } from './log.ts';

export interface RunningServer {
  ctx: AppContext;
  site: StaticSite;
  url: string;
  close(): Promise<void>;
}

/** Opens (and on first start seeds) the database of `config.dataDir`; never overwrites data. */
export async function openContext(config: ServerConfig): Promise<AppContext> {
  const db = openDatabase(join(config.dataDir, 'catalog.db'));
  if (!isSeeded(db)) {
    const started = performance.now();
    await seedDatabase(db, { products: defaultProductCount, uploadsDir: join(config.dataDir, 'uploads') });
    log.info({ dataDir: config.dataDir, ms: Math.round(performance.now() - started) }, 'seeded demo data');
  }
  return { db, config, log };
}

/** Starts the catalogue API and the static site on one port, with `hooks` under /hooks. */
export async function startServer(
  env: NodeJS.ProcessEnv = process.env,
  hooks?: (ctx: AppContext) => Hono<AppEnv>,
): Promise<RunningServer> {
  assertProductionReady(env);
  const config = loadConfig(env);
  const ctx = await openContext(config);
  const site = new StaticSite(env.OUT_DIR ?? 'dist');
  const app = createApp(ctx, { site: site.handler(), hooks: hooks?.(ctx) });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: env.HOST ?? '0.0.0.0' }, () => resolve(s));
  });
  // Mail that failed before (or while the server was down) is retried now and then every minute.
  const stopMailRetry = startOutboxRetry(ctx);
  return {
    ctx,
    site,
    url: `http://localhost:${config.port}`,
    close: async () => {
      stopMailRetry();
      await settleDeliveries();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => {
          ctx.db.close();
          if (error) reject(error);
          else resolve();
        });
      });
    },
  };
}
