import { gzipAsync } from '@gfx/zopfli';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRECOMPRESSED_SUFFIX } from '../../config/static-files.ts';

/** The bundled scripts and styles: few files, fetched by every page, worth compressing hard. */
const ASSETS_DIR = '_astro';
const precompressible = /\.(js|css)$/;

/**
 * Writes a gzip copy of every script and style of the build, compressed with Zopfli: still plain
 * gzip for every browser, but a few percent smaller than zlib's best, as a CDN's stored copy would
 * be. It takes seconds, so it runs once per build, never per request. Pages are left to the server.
 */
export async function precompressAssets(outDir: string): Promise<number> {
  const dir = join(outDir, ASSETS_DIR);
  const names = readdirSync(dir).filter((name) => precompressible.test(name));
  for (const name of names) {
    const zipped = await gzipAsync(readFileSync(join(dir, name)), { numiterations: 15 });
    writeFileSync(join(dir, `${name}${PRECOMPRESSED_SUFFIX}`), zipped);
  }
  return names.length;
}
