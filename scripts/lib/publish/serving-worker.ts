/**
 * What the site will serve of a build (its files and rules, see server/site/site-files.ts), read on
 * a worker thread: tens of thousands of folder entries and rules at a large catalogue, which would
 * otherwise hold the server's requests when it switches to the build.
 */
import { workerData } from 'node:worker_threads';
import { readSiteFiles } from '../../../server/site/site-files.ts';
import { postAnswer } from './post-answer.ts';

await postAnswer(() => readSiteFiles(workerData as string));
