/**
 * The pull of a publish on a worker thread, beside Astro's bundling: it answers from the API's own
 * code on the catalogue database of `dataDir` (no HTTP), reading again only what changed since the
 * live build's data (`previous`), writes the site's data to `file` for the pages (and the next
 * publish), and posts what the build's integration needs of it (see SiteSummary), or the failure's message.
 */
import { workerData } from 'node:worker_threads';
import { writeSiteData } from '../build/site-data.ts';
import { siteSummary } from '../build/site-summary.ts';
import { localPull } from './local-api.ts';
import { postAnswer } from './post-answer.ts';
import { pullSince } from './pull-since.ts';

const { dataDir, file, previous } = workerData as { dataDir: string; file: string; previous?: string };

await postAnswer(async () => {
  const { pull, db, close } = await localPull(dataDir);
  try {
    const data = await pullSince(db, pull, previous);
    writeSiteData(file, data);
    return siteSummary(data.catalog);
  } finally {
    await close();
  }
});
