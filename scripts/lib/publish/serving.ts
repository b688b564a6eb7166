import type { SiteFiles } from '../../../server/site/site-files.ts';
import { onWorkerThread } from '../build/worker-thread.ts';

/** What the site will serve of the build in `buildDir`, read on a worker thread (see serving-worker.ts). */
export const servingOnThread = (buildDir: string): Promise<SiteFiles | undefined> =>
  onWorkerThread(new URL('./serving-worker.ts', import.meta.url), buildDir, "Reading the build's files for the site");

/**
 * Hands `onServing` what the site will serve of the build about to be switched in, read on a worker
 * thread beside its check, so that the server switches to it without reading its folder. A
 * failure only means the server reads the folder itself.
 */
export const prepareServing = (buildDir: string, onServing?: (files: SiteFiles) => void): Promise<void> =>
  onServing
    ? servingOnThread(buildDir).then(
        (files) => files && onServing(files),
        () => undefined,
      )
    : Promise.resolve();
