/**
 * `npm run rollback`: serves the build before the live one again (a running `npm start` follows
 * within a second). Run it again to step further back; the next publish goes live as usual.
 */
import { basename } from 'node:path';
import { buildLayout, liveBuild, rollback } from './lib/publish/builds.ts';

const layout = buildLayout(process.env.OUT_DIR ?? 'dist');
const live = liveBuild(layout);
const previous = rollback(layout);
if (previous === undefined) {
  console.error(
    `No earlier build to roll back to in ${layout.buildsDir} (live: ${live ? basename(live) : 'none'}); OUT_DIR must be the one npm start serves.`,
  );
  process.exit(1);
}
console.log(`Rolled back: now serving ${basename(previous)} (was ${live ? basename(live) : 'none'}).`);
