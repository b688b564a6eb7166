/** A share of a build's files, read for prices and missing scripts and styles on a worker thread (see checks.ts). */
import { workerData } from 'node:worker_threads';
import { type ScanInput, scanFiles } from './scan.ts';
import { postAnswer } from './post-answer.ts';

await postAnswer(() => scanFiles(workerData as ScanInput));
