/**
 * One site build, run as a child process of a publish: Astro's build into `OUT_DIR`. With
 * `PUBLISH_DATA_DIR` every call goes to the API's own code on that database, in this process (no
 * sockets), and the catalogue itself is pulled that way on a worker thread, beside Astro's
 * bundling; otherwise the pages call `API_BASE` over HTTP. Into an empty `OUT_DIR`, the pages of
 * Astro's cache in `ASTRO_CACHE_DIR` are linked on another thread meanwhile. A failure is written
 * as JSON to `PUBLISH_FAILURE_FILE` for the publish report.
 *
 * The threads start first; the build's own modules (Astro among them: most of a second) load after.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { provideCatalog } from '../../../src/features/catalog/catalog-memo.build.ts';
import type { Catalog } from '../../../src/features/catalog/catalog.ts';
import { onWorkerThread } from '../../../src/features/catalog/worker-thread.build.ts';
import { installBytesResponse } from './bytes-response.ts';
import type { LinkedPage } from './cached-pages.ts';
import { failureMessage } from './failure-message.ts';
import { installFastUtf8Encoding } from './utf8-encoding.ts';

const { ASTRO_CACHE_DIR: cacheDir, OUT_DIR: outDir, PUBLISH_DATA_DIR: dataDir } = process.env;

// Pages pass through several Responses on their way to a file: this one does not copy them each time.
installBytesResponse();
// Pages become bytes through TextEncoder: a faster one for long strings (see utf8-encoding.ts).
installFastUtf8Encoding();

const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;
const linking =
  cacheDir && outDir && isEmpty(outDir)
    ? onWorkerThread<LinkedPage[]>(
        new URL('./link-worker.ts', import.meta.url),
        { cacheDir, outDir },
        'Linking cached pages',
      )
    : undefined;
linking?.catch(() => undefined);

if (dataDir) {
  const catalog = onWorkerThread<Catalog>(
    new URL('./pull-worker.ts', import.meta.url),
    { dataDir },
    'The catalogue pull',
  );
  // A failed pull is reported by the page that awaits it, with its message.
  catalog.catch(() => undefined);
  provideCatalog(catalog);
}

try {
  const { build } = await import('astro');
  const { providePrerenderer } = await import('../../../src/features/catalog/prerenderer.build.ts');
  const { loadCatalog } = await import('../../../src/features/catalog/catalog.build.ts');
  const { loadContent } = await import('../../../src/features/content/content.build.ts');
  const { linkPagesWithCache } = await import('./cache-links.ts');
  const { withBuildFoldersRemembered } = await import('./known-folders.ts');
  const { hasCachedPages, withCachedPagesLinked } = await import('./cached-pages.ts');
  const { useLocalApi } = await import('./local-api.ts');
  const { renderOnThreads } = await import('./render-threads.ts');

  if (dataDir) useLocalApi(dataDir);
  /** Pages of the build that are links to Astro's cache, put there before Astro's loop. */
  const shared = new Set<string>();
  if (cacheDir) linkPagesWithCache(cacheDir, outDir, shared);
  // A second core renders pages on a thread beside the main one (a fifth faster at 20,000 products). One
  // thread only: each holds its own catalogue, and a second would take a build of 20,000 products past 2 GB.
  // Without cached pages every page is rendered: the thread starts with the build, not after 200 pages.
  const startAfter = cacheDir && hasCachedPages(cacheDir) ? undefined : 0;
  providePrerenderer((astros) => {
    const threads = availableParallelism() > 1 ? 1 : 0;
    const rendered = renderOnThreads(astros, {
      threads,
      catalog: loadCatalog,
      content: loadContent,
      dataDir,
      startAfter,
    });
    const pages =
      linking && outDir && cacheDir ? withCachedPagesLinked(rendered, { linking, outDir, cacheDir, shared }) : rendered;
    // Outermost: the folders are remembered once the linked pages the catalogue lost are removed.
    return outDir ? withBuildFoldersRemembered(pages, outDir) : pages;
  });
  await build({
    // Astro's log, with each page counted rather than written out (see build-logger.ts).
    logger: { entrypoint: fileURLToPath(new URL('./build-logger.ts', import.meta.url)) },
    // The linked pages are the build's: Astro must not empty the folder they are in (it was empty).
    ...(linking ? { vite: { build: { emptyOutDir: false } } } : {}),
  });
  // Astro's workers would keep the process alive.
  process.exit(0);
} catch (error) {
  const message = failureMessage(error);
  console.error(message);
  if (process.env.PUBLISH_FAILURE_FILE) writeFileSync(process.env.PUBLISH_FAILURE_FILE, JSON.stringify({ message }));
  process.exit(1);
}
