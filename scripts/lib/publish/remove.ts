import { onWorkerThread } from '../build/worker-thread.ts';

/**
 * Removes files and folders, whole, on a worker thread. A build or Astro's cache is tens of
 * thousands of files: removed on the event loop they would hold every request of the server
 * publishing, and removed through `fs.promises` their calls fill libuv's pool, so the server's
 * reads of the pages it serves wait behind them.
 */
export const removeOnThread = (paths: readonly string[]): Promise<void> =>
  onWorkerThread(new URL('./remove-worker.ts', import.meta.url), paths, 'Removing old files');
