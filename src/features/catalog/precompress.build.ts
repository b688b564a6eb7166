import { gzipAsync } from '@gfx/zopfli';
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRECOMPRESSED_SUFFIX } from '../../config/static-files.ts';
import { onWorkerThread } from './worker-thread.build.ts';

/** The bundled scripts and styles: few files, fetched by every page, worth compressing hard. */
const ASSETS_DIR = '_astro';
const precompressible = /\.(js|css)$/;
/**
 * Zopfli's block splitting costs ~200 ms a file, even for a file of 2 KB (in its WebAssembly build),
 * and below this size it made none of the site's scripts and styles smaller. Measured on the 80 of
 * them: the same total size (2 bytes less) in 2.9 s instead of 6.7 s.
 */
const SPLIT_BLOCKS_FROM_BYTES = 6_000;
/**
 * Zopfli's passes over each block: on the 81 scripts and styles, 15 (its default) made them 70 bytes
 * smaller in all (0.03 %) than 5, for 0.8 s more CPU in every cold build.
 */
const ITERATIONS = 5;

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
    const raw = readFileSync(join(dir, name));
    const options = { numiterations: ITERATIONS, blocksplitting: raw.length > SPLIT_BLOCKS_FROM_BYTES };
    writeFileSync(join(dir, copy), await gzipAsync(raw, options));
    compressed += 1;
  }
  return compressed;
}

/**
 * `precompressAssets` on a worker thread: started before the pages are rendered, Zopfli runs beside
 * them instead of after them.
 */
export function precompressInBackground(outDir: string, previousDir?: string): Promise<number> {
  return onWorkerThread(
    new URL('./precompress-worker.build.ts', import.meta.url),
    { outDir, previousDir },
    'Precompressing the scripts and styles',
  );
}
