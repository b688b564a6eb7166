/**
 * A build's folder assembled on a worker thread (see assemble.ts): tens of thousands of links and
 * file checks, and two manifests of as many pages read and compared, which would hold the event
 * loop of the process that publishes (the server) for seconds at a large catalogue.
 */
import { workerData } from 'node:worker_threads';
import { assembleBuild, type Assembled, type AssembleInput } from './assemble.ts';
import { buildChanges, readManifests } from './build-changes.ts';
import { postAnswer } from './post-answer.ts';

const { workDir, buildDir, from, live } = workerData as AssembleInput;

await postAnswer((): Assembled | undefined => {
  const { current, previous } = readManifests(buildDir, live);
  if (!current) return undefined;
  return { assembly: assembleBuild(workDir, buildDir, current.pages, from), changes: buildChanges(current, previous) };
});
