import { closeSync, openSync, readSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isPageText, precompressPage, sameBytes } from '../../../src/features/catalog/precompress.build.ts';
import { priceLeak, priceSpellings } from '../../../src/domain/price-leak.ts';
import { missingAssets } from './checks.ts';
import { photosNamed } from './photos.ts';

/** A share of a build's files to read for prices and for the scripts and styles they name. */
export interface ScanInput {
  buildDir: string;
  /** Rendered files: prices and names of scripts and styles. */
  files: readonly string[];
  /** Pages copied from the cache: names of scripts and styles only. */
  reusedPages: readonly string[];
  prices: readonly number[];
  assets: readonly string[];
  /**
   * A publish about to serve the build: every page and other text file read gets its compressed
   * copies, made from the bytes just checked, and the photos it names are listed. `unscanned` are
   * the text files left unread for prices; the live build (`previousDir`) lends the copies of
   * files that did not change.
   */
  seal?: { unscanned: readonly string[]; previousDir?: string };
}

export interface ScanResult {
  leaks: string[];
  broken: string[];
  /** Uploaded photos the pages name (`/uploads/…`), when sealing. */
  photos: string[];
  /** Files compressed anew (not lent by the live build), when sealing. */
  compressed: number;
}

/**
 * Reads files into one buffer, reused: amounts and field names are ASCII, and latin1 reads the
 * bytes as text without the cost of decoding UTF-8. A buffer of its own for each file
 * (`readFileSync`) made the check twice as slow as the scan itself. The bytes answered are valid
 * until the next read.
 */
function bytesReader(): (file: string) => Buffer {
  let buffer = Buffer.allocUnsafe(1 << 20);
  return (file) => {
    const fd = openSync(file, 'r');
    try {
      let length = 0;
      for (;;) {
        if (length === buffer.length) buffer = Buffer.concat([buffer, Buffer.allocUnsafe(buffer.length)]);
        const read = readSync(fd, buffer, length, buffer.length - length, null);
        if (read === 0) return buffer.subarray(0, length);
        length += read;
      }
    } finally {
      closeSync(fd);
    }
  };
}

/**
 * Reads each file once: answers the prices found and the pages naming scripts or styles the build
 * lacks; when sealing, also writes each text file's compressed copies from those same bytes and
 * lists the photos the pages and data files name.
 */
export async function scanFiles(input: ScanInput): Promise<ScanResult> {
  const readBytes = bytesReader();
  const spellings = priceSpellings(input.prices);
  const assets = new Set(input.assets);
  const scanned = new Set(input.files);
  const linksChecked = new Set(input.reusedPages);
  const photos = new Set<string>();
  const result: ScanResult = { leaks: [], broken: [], photos: [], compressed: 0 };
  const all = new Set([...input.files, ...input.reusedPages, ...(input.seal?.unscanned ?? [])]);
  for (const file of all) {
    const bytes = readBytes(file);
    const text = bytes.toString('latin1');
    const name = file.slice(input.buildDir.length);
    const { previousDir } = input.seal ?? {};
    const earlier = previousDir === undefined ? undefined : join(previousDir, relative(input.buildDir, file));
    // A file left unread for prices goes live only byte for byte as the live build, which was read.
    const same = sameBytes(earlier, bytes) ? earlier : undefined;
    if (scanned.has(file) || same === undefined) {
      // Code bundles hold drawing coordinates such as `6.32`; only data fields count there.
      const leak = priceLeak(text, /\.(?:js|css)$/.test(file) ? new Set() : spellings);
      if (leak) result.leaks.push(`${leak} in ${name}`);
    }
    if (file.endsWith('.html') && (scanned.has(file) || linksChecked.has(file))) {
      const missingHere = missingAssets(text, assets);
      if (missingHere.length > 0) result.broken.push(`${name} (${missingHere[0] ?? ''})`);
    }
    if (input.seal && isPageText(file)) {
      for (const photo of photosNamed(text)) photos.add(photo);
      if (await precompressPage(file, bytes, same)) result.compressed += 1;
    }
  }
  result.photos = [...photos];
  return result;
}
