/**
 * One site build, run as a child process of a publish (over an IPC channel): Astro's `build()` into
 * `OUT_DIR` with the site's configuration. With `PUBLISH_DATA_DIR` the site's data is pulled from
 * the API's own code on that database on a worker thread, beside Astro's bundling, and written to
 * `SITE_DATA_FILE` for the pages, reading again only what changed since the live build's data
 * (`PREVIOUS_SITE_DATA`); otherwise the build's integration pulls `API_BASE` over HTTP. A failure is
 * written as JSON to `PUBLISH_FAILURE_FILE` for the publish report.
 *
 * A publisher may start it before anyone asks for a build (see warm-build.ts): it bundles the site's
 * code at once, which reads no data, then says "bundled" and waits for the publish's "go" before
 * it pulls any data or renders a page. Until "go" it reports nothing else; then the phase it is in.
 * A child whose publisher is gone ends.
 */
import { writeFileSync } from 'node:fs';
import { build } from 'astro';
import type { BuildEvent } from '../build/build-events.ts';
import { SITE_DATA_FILE } from '../../../src/lib/site-data.build.ts';
import type { SiteSummary } from '../build/site-summary.ts';
import { pullForPages } from '../build/site-data.ts';
import { onWorkerThread } from '../build/worker-thread.ts';
import { siteConfig } from '../site-config.ts';
import { failureMessage } from './failure-message.ts';

const { PUBLISH_DATA_DIR: dataDir, PUBLISH_FAILURE_FILE: failureFile } = process.env;
const dataFile = process.env[SITE_DATA_FILE];
const send = (event: BuildEvent) => process.send?.(event);

process.once('disconnect', () => process.exit(1));
let gone = false;
let phase: BuildEvent | undefined;
const go = new Promise<void>((done) =>
  process.once('message', () => {
    gone = true;
    if (phase) send(phase);
    done();
  }),
);
const emit = (event: BuildEvent) => {
  if (gone) return send(event);
  if (event.kind === 'phase') phase = event;
  // The site waits for its data from here on: the code is bundled.
  if (event.kind === 'phase' && event.phase === 'pull') send({ kind: 'bundled' });
};

// The pull's thread loads its code and the live build's data at once, and reads the catalogue after "go".
const pulled =
  dataDir && dataFile
    ? onWorkerThread<SiteSummary>(
        new URL('./pull-worker.ts', import.meta.url),
        { dataDir, file: dataFile, previous: process.env.PREVIOUS_SITE_DATA },
        'The catalogue pull',
        go,
      )
    : go.then(pullForPages);
// A failed pull fails the build where the pages wait for it, with its message.
pulled.catch(() => undefined);

try {
  const config = siteConfig({ pulled, onEvent: emit, go });
  // Astro's log of every page written is left out; the publish reports progress from the events.
  await build({ ...config, configFile: false, logLevel: 'warn' });
  process.exitCode = 0;
} catch (error) {
  // The whole error, stack and causes, for the build's log; its telling message for the report.
  console.error(error);
  const message = failureMessage(error);
  if (failureFile) writeFileSync(failureFile, JSON.stringify({ message }));
  process.exitCode = 1;
}
// Astro's workers would keep the process alive.
process.exit();
