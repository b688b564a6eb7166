/** A build's sitemap checked against its files on a worker thread (see checks.ts): tens of thousands of names. */
import { workerData } from 'node:worker_threads';
import { postAnswer } from './post-answer.ts';
import { sitemapProblems } from './sitemap-check.ts';

await postAnswer(() => sitemapProblems(workerData as string));
