import type { SiteFiles } from '../../../server/site/site-files.ts';
import { onWorkerThread } from '../build/worker-thread.ts';

/** What the site will serve of the build in `buildDir`, read on a worker thread (see serving-worker.ts). */
export const servingOnThread = (buildDir: string): Promise<SiteFiles | undefined> =>
  onWorkerThread(new URL('./serving-worker.ts', import.meta.url), buildDir, "Reading the build's files for the site");
