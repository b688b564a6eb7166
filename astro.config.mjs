// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { clientDirectives } from './src/directives/index.ts';
import { lstatSync } from 'node:fs';
import { catalogSite } from './src/features/catalog/integration.build.ts';

const outDir = process.env.OUT_DIR ?? './dist';
// A published site (a link to the live build) is never built over in place: that would empty the
// pages being served. `npm run publish` builds beside it and switches.
if (process.argv.includes('build') && lstatSync(outDir, { throwIfNoEntry: false })?.isSymbolicLink()) {
  throw new Error(`${outDir} is a published site; run \`npm run publish\` to build and switch it safely`);
}

// `npm run dev` runs the API on its own port; the dev server forwards the browser's calls to it so
// islands talk to the same origin, as they do in production behind the CDN.
const devApi = process.env.DEV_API_PROXY;
const apiPaths = ['/api', '/Login', '/ChangePassword', '/ImpersonateUser', '/uploads'];

// Static output only: every catalogue page is prerendered for the CDN; dynamic data comes from the
// catalogue API at runtime through islands. OUT_DIR lets tests and benchmarks build side by side.
export default defineConfig({
  output: 'static',
  site: process.env.SITE_URL ?? 'https://www.example-av.com',
  outDir,
  // A publish keeps Astro's cache beside its builds, so each site's builds reuse their own pages.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  // Pages whose data (their `cacheKey`) and code are unchanged are copied from the previous build.
  experimental: { incrementalBuild: true },
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), clientDirectives(), catalogSite()],
  vite: devApi ? { server: { proxy: Object.fromEntries(apiPaths.map((path) => [path, devApi])) } } : {},
});
