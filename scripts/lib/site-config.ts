import react from '@astrojs/react';
import type { AstroUserConfig } from 'astro';
import { sharedChunks } from './chunks.ts';
import { buildEnv } from '../../src/config/env.build.ts';
import { clientDirectives } from '../../src/directives/index.ts';
import { catalogSite, type CatalogSiteOptions } from './build/integration.ts';

// `npm run dev` runs the API on its own port; the dev server forwards the browser's calls to it so
// islands talk to the same origin, as they do in production behind the CDN.
const devApi = process.env.DEV_API_PROXY;
const apiPaths = ['/api', '/Login', '/ChangePassword', '/ImpersonateUser', '/uploads'];

/**
 * The site's Astro configuration. Static output only: every catalogue page is prerendered for the
 * CDN; dynamic data comes from the catalogue API at runtime through islands. OUT_DIR lets tests and
 * benchmarks build side by side. A publish passes the options of its build (the data it pulls
 * beside the bundling, its progress) and hands the configuration to Astro's `build()` itself.
 */
export function siteConfig(options: CatalogSiteOptions = {}): AstroUserConfig {
  return {
    output: 'static',
    site: buildEnv.SITE_URL,
    outDir: buildEnv.OUT_DIR,
    // A publish keeps Astro's cache beside its builds, so each site's builds reuse their own pages.
    ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
    // Pages whose data (their `cacheKey`) and code are unchanged are copied from the previous build.
    experimental: { incrementalBuild: true },
    trailingSlash: 'ignore',
    // Several pages at a time, so file writes overlap rendering. Each page is a file
    // (`cables/hdmi.html`), not a folder of its own: creating tens of thousands of folders is slow
    // on most disks. The server and CDNs answer `/cables/hdmi` with that file.
    build: { format: 'file', concurrency: 8 },
    integrations: [react(), clientDirectives(), ...catalogSite(options)],
    vite: {
      plugins: [sharedChunks],
      // A publish's output folder is kept between its builds: an unchanged page stays where it is
      // instead of being copied out of the cache (see scripts/lib/publish/assemble.ts).
      ...(process.env.ASTRO_CACHE_DIR ? { build: { emptyOutDir: false } } : {}),
      ...(devApi ? { server: { proxy: Object.fromEntries(apiPaths.map((path) => [path, devApi])) } } : {}),
    },
  };
}
