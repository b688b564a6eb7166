import react from '@astrojs/react';
import type { AstroUserConfig } from 'astro';
import type { Plugin } from 'vite';
import { inFolder, matchesAny, namesMatchingNothing } from './chunk-names.ts';
import { buildEnv } from '../../src/config/env.build.ts';
import { clientDirectives } from '../../src/directives/index.ts';
import { catalogSite, type CatalogSiteOptions } from './build/integration.ts';

// `npm run dev` runs the API on its own port; the dev server forwards the browser's calls to it so
// islands talk to the same origin, as they do in production behind the CDN.
const devApi = process.env.DEV_API_PROXY;
const apiPaths = ['/api', '/Login', '/ChangePassword', '/ImpersonateUser', '/uploads'];

// Shared code ships in a few chunks rather than dozens of small files, which gzip packs far worse,
// and each of which is one more request before a page's scripts run. A group takes in what its
// modules import (Rolldown's includeDependenciesRecursively), so it names only the modules whose
// imports define it; Rolldown splits the rest by the pages that use it. Each name is a path from the
// project's root, a folder when it ends in `/`; the build stops when one names nothing (`buildEnd`),
// so a renamed module cannot quietly change what pages download.
// `site` holds what the scripts of every page share: the toasts, and the session's page-level state
// that the layout's script and the lists read without the API client (the sign-in modal's store, the
// signed-in flag, media and page addresses, the mark of a page still drawing its content, with the
// constants and stores they import); and the pagination rule of the layout's lists and the account
// tables.
const site = [
  'src/features/notify/',
  ...inFolder('src/features/session/', [
    'modal.store.ts',
    'media.ts',
    'navigate.ts',
    'session-flag.ts',
    'sign-in.ts',
    'content-drawing.ts',
  ]),
  'src/components/ui/pagination.ts',
];
// React and the hooks every island uses with it.
const islands = [
  ...inFolder('node_modules/', ['react/', 'react-dom/', 'scheduler/', '@nanostores/react/', '@astrojs/react/']),
  ...inFolder('src/features/session/', ['use-client.ts', 'use-session.ts']),
];
// `contract` holds the contract's client, taken in with the session and cart stores (zod's mini build,
// ky, the session's calls): every island needs it, and so do the framework-free scripts that call the
// API (search results), which must not load React with it. Small modules that only ever load beside
// the client go with it (the catalogue's calls, the search term's rules, the forms' status texts, the
// price record every signed-in page reads): on their own, each would be one more round trip.
const contract = [
  'src/features/session/auth.store.ts',
  'src/features/cart/cart.store.ts',
  'src/api/calls/catalog.ts',
  'src/api/item-prices.ts',
  'src/features/search/search-term.ts',
  'src/features/forms/form-status.ts',
];
// `account` holds what every page of the dealer account area shares (its calls, loader and tables):
// one chunk compresses better than a dozen small ones. It leaves out what they import (below), so it
// names each module.
const account = [
  ...inFolder('src/features/account/', ['account.api.ts', 'account-loading.store.ts', 'use-account-data.ts']),
  ...inFolder('src/features/account/', ['AccountView.tsx', 'ScrollTable.tsx', 'SearchField.tsx', 'Pager.tsx']),
  ...inFolder('src/features/account/', ['paging.ts', 'search.ts', 'format.ts', 'dates.ts']),
  ...inFolder('src/api/', ['account.ts', 'invoices.ts', 'calls/account.ts']),
];
// `lists` holds what the framework-free lists share (search results, a listing's filters and the
// dealer's card actions): the DOM helpers and the store of the cards on screen, one file between them.
const lists = ['src/components/ui/dom.ts', 'src/features/listing/listing-prices.store.ts'];

// React and the contract's client run as soon as an island wakes, most of their code at once.
// The compile hint (V8's explicit compile hints, Chrome 136 on) has the browser compile such a file
// while it downloads, off the main thread, rather than function by function on it while the
// islands hydrate. It goes first in the file, after minification.
const compileHint = '//# allFunctionsCalledOnLoad\n';
const runsAtStart = (name: string, moduleIds: readonly string[]) =>
  name === 'contract' || moduleIds.some((id) => /node_modules[\\/]react-dom[\\/]/.test(id));

const sharedChunks: Plugin = {
  name: 'shared-chunks',
  apply: 'build',
  // After the client's modules are known (documented hook order).
  buildEnd() {
    if (this.environment.name !== 'client') return;
    const unmatched = namesMatchingNothing(
      [...site, ...islands, ...contract, ...account, ...lists],
      this.getModuleIds(),
    );
    if (unmatched.length > 0) this.error(`Shared chunks name modules the client build lacks: ${unmatched.join(', ')}`);
  },
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
                    { name: 'site', test: matchesAny(site), priority: 2 },
                    // Before `islands`, which would otherwise take the client in as React's dependency.
                    { name: 'contract', test: matchesAny(contract), priority: 1.5 },
                    { name: 'islands', test: matchesAny(islands), priority: 1 },
                    { name: 'lists', test: matchesAny(lists), priority: 0.5 },
                    // Only the account modules themselves: the schemas they share with other
                    // islands (e.g. the price record) stay out, so those pages never load `account`.
                    {
                      name: 'account',
                      test: matchesAny(account),
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
    integrations: [react(), clientDirectives(), catalogSite(options)],
    vite: {
      plugins: [sharedChunks],
      // A publish's output folder is kept between its builds: an unchanged page stays where it is
      // instead of being copied out of the cache (see scripts/lib/publish/assemble.ts).
      ...(process.env.ASTRO_CACHE_DIR ? { build: { emptyOutDir: false } } : {}),
      ...(devApi ? { server: { proxy: Object.fromEntries(apiPaths.map((path) => [path, devApi])) } } : {}),
    },
  };
}
