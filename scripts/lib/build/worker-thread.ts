import { Worker } from 'node:worker_threads';

/** What a build's worker thread posts, once: its result, or why it could not produce one. */
export type WorkerAnswer<T> = { value: T } | { failure: string };

/**
 * Runs `script` on a worker thread with `workerData` and answers the value it posts (see
 * WorkerAnswer); `what` names the work in the errors of a thread that fails or stops unanswered.
 * With `start`, the thread is sent a message once `start` resolves (a script may wait for it).
 */
export function onWorkerThread<T>(script: URL, workerData: unknown, what: string, start?: Promise<void>): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData });
    void start?.then(() => worker.postMessage('start'));
    worker.once('message', (answer: WorkerAnswer<T>) =>
      'value' in answer ? resolve(answer.value) : reject(new Error(answer.failure)),
    );
    worker.once('error', (cause) => reject(new Error(`${what} failed`, { cause })));
    worker.once('exit', (code) => reject(new Error(`${what} stopped (exit code ${code})`)));
  });
}
