/**
 * Links the pages of Astro's cache into a new build on a worker thread (see `linkCachedPages`): the
 * build's main thread meanwhile loads the site and waits for its catalogue.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerAnswer } from '../../../src/features/catalog/worker-thread.build.ts';
import { linkCachedPages, type LinkedPage } from './cached-pages.ts';
import { failureMessage } from './failure-message.ts';

const { cacheDir, outDir } = workerData as { cacheDir: string; outDir: string };

function linked(): WorkerAnswer<LinkedPage[]> {
  try {
    return { value: linkCachedPages(cacheDir, outDir) };
  } catch (error) {
    return { failure: failureMessage(error) };
  }
}

parentPort?.postMessage(linked());
