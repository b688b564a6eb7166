/**
 * One site build, run as a child process of a publish: Astro's build into `OUT_DIR`. With
 * `PUBLISH_DATA_DIR` every call goes to the API's own code on that database, in this process (no
 * sockets), and the catalogue itself is pulled that way on a worker thread, beside Astro's
 * bundling; otherwise the pages call `API_BASE` over HTTP. A failure is written as JSON to
 * `PUBLISH_FAILURE_FILE` for the publish report.
 */
import { build } from 'astro';
import { writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { provideCatalog } from '../../../src/features/catalog/catalog.build.ts';
import type { Catalog } from '../../../src/features/catalog/catalog.ts';
import { linkPagesWithCache } from './cache-links.ts';
import { failureMessage } from './failure-message.ts';
import { useLocalApi } from './local-api.ts';

function pullOnWorker(dataDir: string): Promise<Catalog> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pull-worker.ts', import.meta.url), { workerData: { dataDir } });
    worker.once('message', (answer: { catalog?: Catalog; failure?: string }) =>
      answer.catalog ? resolve(answer.catalog) : reject(new Error(answer.failure)),
    );
    worker.once('error', (cause) => reject(new Error('The catalogue pull stopped', { cause })));
    worker.once('exit', (code) => reject(new Error(`The catalogue pull stopped (exit code ${code})`)));
  });
}

if (process.env.ASTRO_CACHE_DIR) linkPagesWithCache(process.env.ASTRO_CACHE_DIR, process.env.OUT_DIR);

const dataDir = process.env.PUBLISH_DATA_DIR;
if (dataDir) {
  useLocalApi(dataDir);
  const catalog = pullOnWorker(dataDir);
  // A failed pull is reported by the page that awaits it, with its message.
  catalog.catch(() => undefined);
  provideCatalog(catalog);
}

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
