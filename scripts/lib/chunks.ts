import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin } from 'vite';

/**
 * How the browser's code is split. Rolldown's automatic splitting ships each set of modules that
 * some entries share as a file of its own: dozens of small files, which gzip packs far worse. Three
 * groups gather what many pages share instead, each taking in what its modules import:
 * - `site`: what the layout's script imports (every page runs it) and the stores' library;
 * - `contract`: the API client with its validator, and the session and cart stores. Every island
 *   needs it, and so do the framework-free scripts that call the API (search results), which must
 *   not load React with it; pages that call no API never load it;
 * - `islands`: React and its renderer.
 * Rolldown splits the rest. The groups are named by package and by a few modules; the build stops
 * when one of those is no longer in it, so a rename cannot quietly change what pages download.
 */
const source = (path: string) => normalizePath(fileURLToPath(new URL(`../../src/${path}`, import.meta.url)));
const layoutScript = source('layouts/page-start.ts');
// The API's address: the contract's client reads it, and so do scripts that never load the client
// (the not-found report, media addresses).
const publicEnv = source('config/public-env.ts');
const sessionStore = source('features/session/auth.store.ts');
const cartStore = source('features/cart/cart.store.ts');
// Small modules that only ever load beside the client, each a file of its own otherwise: the search
// results and the search box fetch through the catalogue's calls with the search term's rules, the
// forms show their status texts.
const besideClient = [
  source('api/calls/catalog.ts'),
  source('features/search/search-term.ts'),
  source('features/forms/form-status.ts'),
];
const contractRoots = [sessionStore, cartStore, ...besideClient];
export const namedModules = [layoutScript, publicEnv, ...contractRoots];

const packages = (...names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);
const stores = packages('nanostores', '@nanostores[\\\\/]persistent');
const validatorAndHttp = packages('zod', 'ky');
const react = packages('react', 'react-dom', 'scheduler', '@nanostores[\\\\/]react', '@astrojs[\\\\/]react');

// React and the contract's client run as soon as an island wakes, most of their code at once.
// The compile hint (V8's explicit compile hints, Chrome 136 on) has the browser compile such a file
// while it downloads, off the main thread, rather than function by function on it while the
// islands hydrate. It goes first in the file, after minification.
const compileHint = '//# allFunctionsCalledOnLoad\n';
const runsAtStart = (name: string, moduleIds: readonly string[]) =>
  name === 'contract' || moduleIds.some((id) => /node_modules[\\/]react-dom[\\/]/.test(id));

/** Every module `root` imports, directly or through others; what it imports dynamically loads later. */
function importsOf(root: string, importedIds: (id: string) => readonly string[]): Set<string> {
  const found = new Set<string>();
  const next = [root];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    for (const imported of importedIds(id)) {
      if (!found.has(imported)) next.push(imported);
      found.add(imported);
    }
  }
  return found;
}

let layoutImports = new Set<string>();

export const sharedChunks: Plugin = {
  name: 'shared-chunks',
  apply: 'build',
  configEnvironment: (name) =>
    name === 'client'
      ? {
          build: {
            rolldownOptions: {
              // An entry's file may export more than the entry does (React's renderer, an entry, shares
              // its file with React) rather than Rolldown adding a facade file for such an entry.
              preserveEntrySignatures: 'allow-extension',
              output: {
                postBanner: (chunk) => (runsAtStart(chunk.name, chunk.moduleIds) ? compileHint : ''),
                codeSplitting: {
                  groups: [
                    {
                      name: 'site',
                      test: (id) => stores.test(id) || id === publicEnv || layoutImports.has(id),
                      // What only the layout's script imports stays in its own file.
                      minShareCount: 2,
                      priority: 2,
                    },
                    {
                      name: 'contract',
                      test: (id) => validatorAndHttp.test(id) || contractRoots.includes(id),
                      priority: 1,
                    },
                    { name: 'islands', test: react },
                  ],
                },
              },
            },
          },
        }
      : undefined,
  // After the client's modules are known and before its chunks are made (documented hook order).
  buildEnd() {
    if (this.environment.name !== 'client') return;
    const ids = new Set(this.getModuleIds());
    const missing = namedModules.filter((id) => !ids.has(id));
    if (missing.length > 0) {
      this.error(`The shared chunks are defined by modules the client build no longer has: ${missing.join(', ')}`);
    }
    layoutImports = importsOf(layoutScript, (id) => this.getModuleInfo(id)?.importedIds ?? []);
  },
};
