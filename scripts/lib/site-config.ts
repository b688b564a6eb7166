import react from '@astrojs/react';
import type { AstroUserConfig } from 'astro';
import type { Plugin } from 'vite';
import { buildEnv } from '../../src/config/env.build.ts';
import { clientDirectives } from '../../src/directives/index.ts';
import { catalogSite, type CatalogSiteOptions } from './build/integration.ts';

// `npm run dev` runs the API on its own port; the dev server forwards the browser's calls to it so
// islands talk to the same origin, as they do in production behind the CDN.
const devApi = process.env.DEV_API_PROXY;
const apiPaths = ['/api', '/Login', '/ChangePassword', '/ImpersonateUser', '/uploads'];

// Shared code ships in a few chunks rather than dozens of small files, which gzip packs far worse,
// and each of which is one more request before a page's scripts run. Each group takes in what its
// modules import (Rolldown's includeDependenciesRecursively), so a group names only the modules
// whose imports define it; Rolldown splits the rest by the pages that use it.
// `site` holds what the scripts of every page share: the toasts, and the session's page-level state
// that the layout's script and the lists read without the API client (the sign-in modal's store, the
// signed-in flag, media and page addresses, with the constants and stores they import). The
// pagination rule is shared by the layout's lists and the account tables.
const sitePaths = [
  /[\\/]src[\\/]features[\\/]notify[\\/]/,
  /[\\/]src[\\/]features[\\/]session[\\/](modal\.store|media|navigate|session-flag|sign-in)\.ts$/,
  /[\\/]src[\\/]components[\\/]ui[\\/]pagination\.ts$/,
];
// React and the hooks every island uses with it.
const islandPaths = [
  /node_modules[\\/](react|react-dom|scheduler|@nanostores[\\/]react|@astrojs[\\/]react)[\\/]/,
  /[\\/]src[\\/]features[\\/]session[\\/](use-client|use-session)\.ts$/,
];
// `contract` holds the contract's client, taken in with the session and cart stores (zod's mini build,
// ky, the session's calls): every island needs it, and so do the framework-free scripts that call the
// API (search results), which must not load React with it. Small modules that only ever load beside
// the client go with it (the catalogue's calls, the search term's rules, the forms' status texts): on
// their own, each would be one more round trip for the search results and the forms.
const contractClientPaths = [
  /[\\/]src[\\/]features[\\/](session[\\/]auth|cart[\\/]cart)\.store\.ts$/,
  /[\\/]src[\\/]api[\\/]calls[\\/]catalog\.ts$/,
  /[\\/]src[\\/]features[\\/](search[\\/]search-term|forms[\\/]form-status)\.ts$/,
];
// `account` holds what every page of the dealer account area shares (its calls, loader and tables):
// one chunk compresses better than a dozen small ones. It names each module, as it leaves out their
// imports (below).
const accountPaths = [
  /[\\/]src[\\/]features[\\/]account[\\/](account\.api|account-loading\.store|use-account-data|AccountView|ScrollTable|SearchField|Pager|paging|search|format)\.tsx?$/,
  /[\\/]src[\\/]api[\\/](account|invoices|calls[\\/]account)\.ts$/,
];
// `lists` holds what the framework-free lists share (search results, a listing's filters and the
// dealer's card actions): the DOM helpers and the store of the cards on screen, one file between them.
const listPaths = [
  /[\\/]src[\\/]components[\\/]ui[\\/]dom\.ts$/,
  /[\\/]src[\\/]features[\\/]listing[\\/]listing-prices\.store\.ts$/,
];
const anyOf = (paths: RegExp[]) => (id: string) => paths.some((pattern) => pattern.test(id));

// React and the contract's client run as soon as an island wakes, most of their code at once.
// The compile hint (V8's explicit compile hints, Chrome 136 on) has the browser compile such a file
// while it downloads, off the main thread, rather than function by function on it while the
// islands hydrate. It goes first in the file, after minification.
const compileHint = '//# allFunctionsCalledOnLoad\n';
const runsAtStart = (name: string, moduleIds: readonly string[]) =>
  name === 'contract' || moduleIds.some((id) => /node_modules[\\/]react-dom[\\/]/.test(id));

const sharedChunks: Plugin = {
  name: 'shared-chunks',
  configEnvironment: (name) =>
    name === 'client'
      ? {
          build: {
            rolldownOptions: {
              // Lets the account group leave out its dependencies (see below); entries keep their exports.
              preserveEntrySignatures: 'allow-extension',
              output: {
                postBanner: (chunk) => (runsAtStart(chunk.name, chunk.moduleIds) ? compileHint : ''),
                codeSplitting: {
                  groups: [
                    { name: 'site', test: anyOf(sitePaths), priority: 2 },
                    // Before `islands`, which would otherwise take the client in as React's dependency.
                    { name: 'contract', test: anyOf(contractClientPaths), priority: 1.5 },
                    { name: 'islands', test: anyOf(islandPaths), priority: 1 },
                    { name: 'lists', test: anyOf(listPaths), priority: 0.5 },
                    // Only the account modules themselves: the schemas they share with other
                    // islands (e.g. the price record) stay out, so those pages never load `account`.
                    {
                      name: 'account',
                      test: anyOf(accountPaths),
                      priority: 0,
                      includeDependenciesRecursively: false,
                    },
                  ],
                },
              },
            },
          },
        }
      : undefined,
};

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
