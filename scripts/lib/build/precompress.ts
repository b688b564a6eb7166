import { gzipAsync } from '@gfx/zopfli';
import { copyFileSync, constants as fsConstants, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { PRECOMPRESSED_SUFFIX } from '../../../src/config/static-files.ts';
import { onWorkerThread } from './worker-thread.ts';

/** The bundled scripts and styles: few files, fetched by every page, worth compressing hard. */
const ASSETS_DIR = '_astro';
const precompressible = /\.(js|css)$/;
/**
 * Zopfli's block splitting costs the same for a small file as for a large one (in its WebAssembly
 * build), and below this size it made none of the site's scripts and styles smaller: skipping it
 * there keeps their size and saves most of the time (BENCHMARKS.md, "Compression settings").
 */
const SPLIT_BLOCKS_FROM_BYTES = 6_000;
/**
 * Zopfli's passes over each block: its default of 15 saved next to nothing over 5 on the site's
 * scripts and styles, for more CPU in every cold build.
 */
const ITERATIONS = 5;
/**
 * Brotli's quality for pages: qualities 5 to 8 cost alike and compress alike, and each step above
 * costs several times more for a few percent fewer bytes. Every page of a cold publish is
 * compressed before it goes live, so pages take the cheap end; scripts and styles, few, take 11.
 */
const PAGE_QUALITY = 6;
/** Below this, a compressed copy saves too little to be worth a file (Hono's compress uses the same threshold). */
const PAGE_MIN_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipZlib = promisify(gzip);
/** Brotli told the size and that it is text: done once, sent to every browser. */
const brotliOptions = (raw: Buffer, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
  },
});
const brotli = (raw: Buffer, quality: number) => brotliAsync(raw, brotliOptions(raw, quality));
const pageGzip = { level: constants.Z_BEST_COMPRESSION };

interface Copy {
  suffix: string;
  compress: (raw: Buffer) => Promise<Uint8Array>;
}

/** Copies of a script or style: gzip for every browser (Zopfli), Brotli at its highest quality. */
const assetCopies: Copy[] = [
  {
    suffix: PRECOMPRESSED_SUFFIX.gzip,
    compress: (raw) =>
      gzipAsync(raw, { numiterations: ITERATIONS, blocksplitting: raw.length > SPLIT_BLOCKS_FROM_BYTES }),
  },
  { suffix: PRECOMPRESSED_SUFFIX.brotli, compress: (raw) => brotli(raw, constants.BROTLI_MAX_QUALITY) },
];

/** Copies of a page or another text file: zlib's best gzip and Brotli at the page quality, in milliseconds. */
const pageCopies: Copy[] = [
  { suffix: PRECOMPRESSED_SUFFIX.gzip, compress: (raw) => gzipZlib(raw, pageGzip) },
  { suffix: PRECOMPRESSED_SUFFIX.brotli, compress: (raw) => brotli(raw, PAGE_QUALITY) },
];

/**
 * The copies `precompressPage` writes, made on the calling thread rather than libuv's pool (a
 * thread of their own beside the rendering uses one core, no more); none for a file too small.
 */
export function pageCopiesOf(raw: Buffer): Array<[suffix: string, bytes: Buffer]> {
  if (raw.length < PAGE_MIN_BYTES) return [];
  return [
    [PRECOMPRESSED_SUFFIX.gzip, gzipSync(raw, pageGzip)],
    [PRECOMPRESSED_SUFFIX.brotli, brotliCompressSync(raw, brotliOptions(raw, PAGE_QUALITY))],
  ];
}

/**
 * Writes `copies` of `raw` beside `file`, each copied from beside `earlier` instead when that one is
 * there (the caller vouches that `earlier` holds the same bytes). Brotli runs on libuv's thread pool
 * while Zopfli keeps this thread busy: both at once. A copy is only ever a new file: one already
 * there may be another build's (see scripts/lib/publish/assemble.ts), and writing it would change
 * what that build serves. Answers whether anything was compressed.
 */
async function writeCopies(file: string, raw: Buffer, copies: readonly Copy[], earlier?: string): Promise<boolean> {
  const made = await Promise.all(
    copies.map(async ({ suffix, compress }) => {
      if (earlier !== undefined && existsSync(`${earlier}${suffix}`)) {
        copyFileSync(`${earlier}${suffix}`, `${file}${suffix}`, fsConstants.COPYFILE_EXCL);
        return false;
      }
      writeFileSync(`${file}${suffix}`, await compress(raw), { flag: 'wx' });
      return true;
    }),
  );
  return made.includes(true);
}

/**
 * Writes a gzip and a Brotli copy of every script and style of the build, compressed as hard as
 * each format goes: the gzip copy with Zopfli (still plain gzip for every browser, a few percent
 * smaller than zlib's best), the Brotli one at quality 11, as a CDN's stored copies would be. It
 * takes seconds, so it runs once per build, never per request; pages get theirs from
 * `precompressPage` as the publish checks them.
 * Asset names carry a hash of their content, so a copy in the previous build (`previousDir`) under
 * the same name is reused as it is. Answers how many files were compressed anew.
 */
export async function precompressAssets(outDir: string, previousDir?: string): Promise<number> {
  const dir = join(outDir, ASSETS_DIR);
  const names = readdirSync(dir).filter((name) => precompressible.test(name));
  let compressed = 0;
  for (const name of names) {
    const earlier = previousDir === undefined ? undefined : join(previousDir, ASSETS_DIR, name);
    if (await writeCopies(join(dir, name), readFileSync(join(dir, name)), assetCopies, earlier)) compressed += 1;
  }
  return compressed;
}

/** The build's files served as text besides scripts and styles: pages, feeds, sitemaps, data, robots.txt, drawings. */
export const isPageText = (file: string) => /\.(?:html|xml|json|txt|svg|webmanifest)$/.test(file);

/**
 * Writes the gzip and Brotli copies of one page (or other text file of `isPageText`) from `raw`,
 * the bytes the publish has just read and checked, so what is served compressed is what was checked.
 * Answers whether anything was compressed.
 */
export function precompressPage(file: string, raw: Buffer): Promise<boolean> {
  if (raw.length < PAGE_MIN_BYTES) return Promise.resolve(false);
  return writeCopies(file, raw, pageCopies);
}

/** The work of `precompressInBackground`, as its failures name it. */
export const precompressingWork = 'Precompressing the scripts and styles';

/**
 * `precompressAssets` on a worker thread: started before the pages are rendered, Zopfli runs beside
 * them instead of after them. With `go`, the thread loads its code at once and writes once `go` resolves.
 */
export function precompressInBackground(outDir: string, previousDir?: string, go?: Promise<void>): Promise<number> {
  return onWorkerThread(
    new URL('./precompress-worker.ts', import.meta.url),
    { outDir, previousDir, waitForGo: go !== undefined },
    precompressingWork,
    go,
  );
}
