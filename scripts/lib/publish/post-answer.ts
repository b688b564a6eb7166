import { parentPort } from 'node:worker_threads';
import type { WorkerAnswer } from '../build/worker-thread.ts';
import { failureMessage } from './failure-message.ts';

/**
 * Posts a worker thread's one answer to the thread that started it: the value `work` gives, or its
 * failure's message (sent as text, which reaches the editor whole).
 */
export async function postAnswer<T>(work: () => T | Promise<T>): Promise<void> {
  let answer: WorkerAnswer<T>;
  try {
    answer = { value: await work() };
  } catch (error) {
    answer = { failure: failureMessage(error) };
  }
  parentPort?.postMessage(answer);
}
