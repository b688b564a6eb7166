/**
 * The pull of a publish on a worker thread, beside Astro's bundling: it answers from the API's own
 * code on the catalogue database of `dataDir` (no HTTP), writes the site's data to `file` for the pages,
 * and posts what the build's integration needs of it (see SiteSummary), or the failure's message.
 */
import { workerData } from 'node:worker_threads';
import { pullSiteData, writeSiteData } from '../../../src/features/catalog/site-data.build.ts';
import { siteSummary } from '../../../src/features/catalog/site-summary.ts';
import { localPull } from './local-api.ts';
import { postAnswer } from './post-answer.ts';

const { dataDir, file } = workerData as { dataDir: string; file: string };

await postAnswer(async () => {
  const { pull, close } = await localPull(dataDir);
  try {
    const data = await pullSiteData(pull);
    writeSiteData(file, data);
    return siteSummary(data.catalog);
  } finally {
    await close();
  }
});
