/**
 * The worker thread of `precompressInBackground`: compresses, then answers how many copies were new,
 * or why it could not. With `waitForGo`, it writes nothing before the thread that started it says go.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { failureMessage } from '../publish/failure-message.ts';
import { postAnswer } from '../publish/post-answer.ts';
import { precompressAssets, precompressingWork } from './precompress.ts';

const { outDir, previousDir, waitForGo } = workerData as { outDir: string; previousDir?: string; waitForGo: boolean };

await postAnswer(async () => {
  if (waitForGo) await new Promise((go) => parentPort?.once('message', go));
  try {
    return await precompressAssets(outDir, previousDir);
  } catch (error) {
    throw new Error(`${precompressingWork} failed: ${failureMessage(error)}`, { cause: error });
  }
});
