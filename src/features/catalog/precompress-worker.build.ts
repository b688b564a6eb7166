/** The worker thread of `precompressInBackground`: compresses, then answers how many copies were new. */
import { parentPort, workerData } from 'node:worker_threads';
import { precompressAssets } from './precompress.build.ts';

const { outDir, previousDir } = workerData as { outDir: string; previousDir?: string };
parentPort?.postMessage(await precompressAssets(outDir, previousDir));
