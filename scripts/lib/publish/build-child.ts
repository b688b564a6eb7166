/**
 * One site build, run as a child process of a publish: Astro's build into `OUT_DIR`. With
 * `PUBLISH_DATA_DIR` every call goes to the API's own code on that database, in this process (no
 * sockets), and the catalogue itself is pulled that way on a worker thread, beside Astro's
 * bundling; otherwise the pages call `API_BASE` over HTTP. A failure is written as JSON to
 * `PUBLISH_FAILURE_FILE` for the publish report.
 */
import { build } from 'astro';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { provideCatalog } from '../../../src/features/catalog/catalog-memo.build.ts';
import { loadCatalog } from '../../../src/features/catalog/catalog.build.ts';
import type { Catalog } from '../../../src/features/catalog/catalog.ts';
import { onWorkerThread } from '../../../src/features/catalog/worker-thread.build.ts';
import { providePrerenderer } from '../../../src/features/catalog/prerenderer.build.ts';
import { linkPagesWithCache } from './cache-links.ts';
import { failureMessage } from './failure-message.ts';
import { useLocalApi } from './local-api.ts';
import { renderOnThreads } from './render-threads.ts';

if (process.env.ASTRO_CACHE_DIR) linkPagesWithCache(process.env.ASTRO_CACHE_DIR, process.env.OUT_DIR);

const dataDir = process.env.PUBLISH_DATA_DIR;
if (dataDir) {
  useLocalApi(dataDir);
  const catalog = onWorkerThread<Catalog>(
    new URL('./pull-worker.ts', import.meta.url),
    { dataDir },
    'The catalogue pull',
  );
  // A failed pull is reported by the page that awaits it, with its message.
  catalog.catch(() => undefined);
  provideCatalog(catalog);
}

// A second core renders pages on a thread beside the main one (a fifth faster at 20,000 products). One
// thread only: each holds its own catalogue, and a second would take a build of 20,000 products past 2 GB.
providePrerenderer((pages) =>
  renderOnThreads(pages, { threads: availableParallelism() > 1 ? 1 : 0, catalog: loadCatalog, dataDir }),
);

try {
  await build({});
  // Astro's workers would keep the process alive.
  process.exit(0);
} catch (error) {
  const message = failureMessage(error);
  console.error(message);
  if (process.env.PUBLISH_FAILURE_FILE) writeFileSync(process.env.PUBLISH_FAILURE_FILE, JSON.stringify({ message }));
  process.exit(1);
}
