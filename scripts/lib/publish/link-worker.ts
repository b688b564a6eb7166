/**
 * Links the pages of Astro's cache into a new build on a worker thread (see `linkCachedPages`): the
 * build's main thread meanwhile loads the site and waits for its catalogue.
 */
import { workerData } from 'node:worker_threads';
import { linkCachedPages } from './cached-pages.ts';
import { postAnswer } from './post-answer.ts';

const { cacheDir, outDir } = workerData as { cacheDir: string; outDir: string };

await postAnswer(() => linkCachedPages(cacheDir, outDir));
