import { gzipAsync } from '@gfx/zopfli';
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
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

const brotliAsync = promisify(brotliCompress);
/** Brotli at its highest quality, told the size and that it is text: done once, sent to every browser. */
const brotli = (raw: Buffer) =>
  brotliAsync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });

/** The copies of one file: gzip for every browser (Zopfli), Brotli for those that take it. */
const copies = [
  {
    suffix: PRECOMPRESSED_SUFFIX.gzip,
    compress: (raw: Buffer) =>
      gzipAsync(raw, { numiterations: ITERATIONS, blocksplitting: raw.length > SPLIT_BLOCKS_FROM_BYTES }),
  },
  { suffix: PRECOMPRESSED_SUFFIX.brotli, compress: brotli },
];

/**
 * Writes a gzip and a Brotli copy of every script and style of the build, compressed as hard as
 * each format goes: the gzip copy with Zopfli (still plain gzip for every browser, a few percent
 * smaller than zlib's best), the Brotli one at quality 11, as a CDN's stored copies would be. It
 * takes seconds, so it runs once per build, never per request. Pages are left to the server.
 * Asset names carry a hash of their content, so a copy in the previous build (`previousDir`) under
 * the same name is reused as it is. Answers how many files were compressed anew.
 */
export async function precompressAssets(outDir: string, previousDir?: string): Promise<number> {
  const dir = join(outDir, ASSETS_DIR);
  const names = readdirSync(dir).filter((name) => precompressible.test(name));
  let compressed = 0;
  for (const name of names) {
    const raw = readFileSync(join(dir, name));
    // Brotli runs on libuv's thread pool while Zopfli keeps this thread busy: both at once.
    const made = await Promise.all(
      copies.map(async ({ suffix, compress }) => {
        const copy = `${name}${suffix}`;
        const earlier = previousDir === undefined ? undefined : join(previousDir, ASSETS_DIR, copy);
        if (earlier !== undefined && existsSync(earlier)) {
          copyFileSync(earlier, join(dir, copy));
          return false;
        }
        writeFileSync(join(dir, copy), await compress(raw));
        return true;
      }),
    );
    if (made.includes(true)) compressed += 1;
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
