/**
 * The pull of a publish on a worker thread, beside Astro's bundling: it answers from the API's own
 * code on the catalogue database of `dataDir` (no HTTP), reading again only what changed since the
 * live build's data (`previous`), writes the site's data to `file` for the pages (and the next
 * publish), and posts what the build's integration needs of it (see SiteSummary), or the failure's message.
 * Its code and the live build's data are loaded at once; the catalogue is read only once the
 * thread that started it says go (its build's "go", see build-child.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { writeSiteData } from '../build/site-data.ts';
import { siteSummary } from '../build/site-summary.ts';
import { localPull } from './local-api.ts';
import { postAnswer } from './post-answer.ts';
import { previousData, pullSince } from './pull-since.ts';

const { dataDir, file, previous } = workerData as { dataDir: string; file: string; previous?: string };

await postAnswer(async () => {
  const live = previousData(previous);
  await new Promise((go) => parentPort?.once('message', go));
  const { pull, db, close } = await localPull(dataDir);
  try {
    const data = await pullSince(db, pull, live);
    writeSiteData(file, data);
    return siteSummary(data.catalog);
  } finally {
    await close();
  }
});
