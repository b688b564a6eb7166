// @ts-check
import { defineConfig } from 'astro/config';
import { lstatSync } from 'node:fs';
import { buildEnv } from './src/config/env.build.ts';
import { siteConfig } from './scripts/lib/site-config.ts';

// A published site (a link to the live build) is never built over in place: that would empty the
// pages being served. `npm run publish` builds beside it and switches.
if (process.argv.includes('build') && lstatSync(buildEnv.OUT_DIR, { throwIfNoEntry: false })?.isSymbolicLink()) {
  throw new Error(`${buildEnv.OUT_DIR} is a published site; run \`npm run publish\` to build and switch it safely`);
}

export default defineConfig(siteConfig());
