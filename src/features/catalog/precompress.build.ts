import { gzipAsync } from '@gfx/zopfli';
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRECOMPRESSED_SUFFIX } from '../../config/static-files.ts';
import { onWorkerThread } from './worker-thread.build.ts';

/** The bundled scripts and styles: few files, fetched by every page, worth compressing hard. */
const ASSETS_DIR = '_astro';
const precompressible = /\.(js|css)$/;

/**
 * Writes a gzip copy of every script and style of the build, compressed with Zopfli: still plain
 * gzip for every browser, but a few percent smaller than zlib's best, as a CDN's stored copy would
 * be. It takes seconds, so it runs once per build, never per request. Pages are left to the server.
 * Asset names carry a hash of their content, so a copy in the previous build (`previousDir`) under
 * the same name is reused as it is. Answers how many copies were compressed anew.
 */
export async function precompressAssets(outDir: string, previousDir?: string): Promise<number> {
  const dir = join(outDir, ASSETS_DIR);
  const names = readdirSync(dir).filter((name) => precompressible.test(name));
  let compressed = 0;
  for (const name of names) {
    const copy = `${name}${PRECOMPRESSED_SUFFIX}`;
    const earlier = previousDir === undefined ? undefined : join(previousDir, ASSETS_DIR, copy);
    if (earlier !== undefined && existsSync(earlier)) {
      copyFileSync(earlier, join(dir, copy));
      continue;
    }
    writeFileSync(join(dir, copy), await gzipAsync(readFileSync(join(dir, name)), { numiterations: 15 }));
    compressed += 1;
  }
  return compressed;
}

/**
 * `precompressAssets` on a worker thread: started before the pages are rendered, Zopfli runs on
 * the core the single-threaded rendering leaves idle instead of after it.
 */
export function precompressInBackground(outDir: string, previousDir?: string): Promise<number> {
  return onWorkerThread(
    new URL('./precompress-worker.build.ts', import.meta.url),
    { outDir, previousDir },
    'Precompressing the scripts and styles',
  );
}
