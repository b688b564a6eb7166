/**
 * The thread of `compressBesideRendering`: compresses each page it is handed into the folder of
 * made copies and says so, then answers how many pages got copies once told the rendering is done.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { postAnswer } from '../publish/post-answer.ts';
import { makeCopies } from './page-copies.ts';

const dir = workerData as string;

await postAnswer(
  () =>
    new Promise<number>((resolve, reject) => {
      let made = 0;
      const onPage = (message: Uint8Array | 'finish') => {
        try {
          if (message === 'finish') {
            parentPort?.off('message', onPage);
            resolve(made);
            return;
          }
          if (makeCopies(dir, Buffer.from(message.buffer, message.byteOffset, message.byteLength))) made += 1;
          parentPort?.postMessage('copied');
        } catch (error) {
          parentPort?.off('message', onPage);
          reject(error as Error);
        }
      };
      parentPort?.on('message', onPage);
    }),
);
