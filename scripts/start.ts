/**
 * `npm start`: the whole product on one port. Opens (and on first start seeds) the demo database,
 * serves the catalogue API, builds the static site when it is missing or the catalogue changed
 * (BUILD=always|never overrides), then serves the site with the CDN's rewrite rules.
 */
import './threadpool.ts';
import { catalogFingerprint } from '../server/db/fingerprint.ts';
import { startServer } from '../server/main.ts';
import { buildSite, isBuildCurrent, recordBuild } from './lib/build-site.ts';

const server = await startServer();
const { config } = server.ctx;
const outDir = process.env.OUT_DIR ?? 'dist';
console.log(`Catalogue API listening on ${server.url}`);

const fingerprint = catalogFingerprint(server.ctx.db);
const mode = process.env.BUILD ?? 'auto';
if (mode === 'always' || (mode === 'auto' && !isBuildCurrent(config.dataDir, outDir, fingerprint))) {
  console.log('Building the static site from the catalogue…');
  server.site.close();
  try {
    await buildSite(`http://127.0.0.1:${config.port}`, outDir);
    recordBuild(config.dataDir, outDir, fingerprint);
  } catch (error) {
    console.error(error);
    await server.close();
    process.exit(1);
  }
}
server.site.reload();
console.log(`The storefront is ready on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
