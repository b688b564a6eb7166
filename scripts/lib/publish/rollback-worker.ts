/**
 * A kept build read for its rollback on a worker thread (see rollback.ts): its manifest compared
 * with the live build's, and its text files listed, tens of thousands of each at a large catalogue.
 */
import { workerData } from 'node:worker_threads';
import { buildChanges, readManifests } from './build-changes.ts';
import { textFilesOf } from './files-to-scan.ts';
import { postAnswer } from './post-answer.ts';
import type { KeptBuildRead } from './rollback.ts';

const { buildDir, live } = workerData as { buildDir: string; live: string | undefined };

await postAnswer((): KeptBuildRead => {
  const { current = { products: {}, pages: [] }, previous } = readManifests(buildDir, live);
  const changes = buildChanges(current, previous);
  // Nothing is rendered by a rollback: every page is the kept build's.
  return {
    changes: { ...changes, pages: { ...changes.pages, rendered: 0, reused: changes.pages.total } },
    textFiles: textFilesOf(buildDir),
  };
});
