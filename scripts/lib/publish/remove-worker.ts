/** The thread of `removeOnThread` (see remove.ts): removes each path given, whole. */
import { rmSync } from 'node:fs';
import { workerData } from 'node:worker_threads';
import { postAnswer } from './post-answer.ts';

await postAnswer(() => {
  for (const path of workerData as string[]) rmSync(path, { recursive: true, force: true });
});
