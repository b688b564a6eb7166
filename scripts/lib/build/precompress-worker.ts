/** The worker thread of `precompressInBackground`: compresses, then answers how many copies were new. */
import { parentPort, workerData } from 'node:worker_threads';
import { precompressAssets } from './precompress.ts';
import type { WorkerAnswer } from './worker-thread.ts';

const { outDir, previousDir } = workerData as { outDir: string; previousDir?: string };
const answer: WorkerAnswer<number> = { value: await precompressAssets(outDir, previousDir) };
parentPort?.postMessage(answer);
