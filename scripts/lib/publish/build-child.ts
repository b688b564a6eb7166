/**
 * One site build, run as a child process of a publish (over an IPC channel): Astro's `build()` into
 * `OUT_DIR` with the site's configuration. With `PUBLISH_DATA_DIR` the site's data is pulled from
 * the API's own code on that database on a worker thread, beside Astro's bundling, and written to
 * `SITE_DATA_FILE` for the pages, reading again only what changed since the live build's data
 * (`PREVIOUS_SITE_DATA`); otherwise the build's integration pulls `API_BASE` over HTTP. A failure is
 * written as JSON to `PUBLISH_FAILURE_FILE` for the publish report.
 *
 * It loads Node, Astro and the site's configuration first, then waits for the publish's "go" (see
 * warm-build.ts): a publisher may start it before anyone asks for a build. Nothing is read or
 * written before "go", and a child whose publisher is gone ends.
 */
import { writeFileSync } from 'node:fs';
import { build } from 'astro';
import type { BuildEvent } from '../build/build-events.ts';
import { SITE_DATA_FILE } from '../../../src/lib/site-data.build.ts';
import type { SiteSummary } from '../build/site-summary.ts';
import { onWorkerThread } from '../build/worker-thread.ts';
import { siteConfig } from '../site-config.ts';
import { failureMessage } from './failure-message.ts';

const { PUBLISH_DATA_DIR: dataDir, PUBLISH_FAILURE_FILE: failureFile } = process.env;
const dataFile = process.env[SITE_DATA_FILE];
const emit = (event: BuildEvent) => process.send?.(event);

process.once('disconnect', () => process.exit(1));
await new Promise((go) => process.once('message', go));

const pulled =
  dataDir && dataFile
    ? onWorkerThread<SiteSummary>(
        new URL('./pull-worker.ts', import.meta.url),
        { dataDir, file: dataFile, previous: process.env.PREVIOUS_SITE_DATA },
        'The catalogue pull',
      )
    : undefined;
// A failed pull fails the build where the pages wait for it, with its message.
pulled?.catch(() => undefined);

try {
  const config = siteConfig({ ...(pulled ? { pulled } : {}), onEvent: emit });
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
