/**
 * A build's folder assembled on a worker thread (see assemble.ts): tens of thousands of links and
 * file checks, which would hold the event loop of the process that publishes (the server) for
 * seconds at a large catalogue.
 */
import { workerData } from 'node:worker_threads';
import { assembleBuild, type AssembleInput } from './assemble.ts';
import { postAnswer } from './post-answer.ts';

const { workDir, buildDir, pages, from } = workerData as AssembleInput;

await postAnswer(() => assembleBuild(workDir, buildDir, pages, from));
