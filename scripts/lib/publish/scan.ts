import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import PQueue from 'p-queue';
import { PRECOMPRESSED_SUFFIX } from '../../../src/config/static-files.ts';
import { takeCopies } from '../build/page-copies.ts';
import { isPageText, precompressPage } from '../build/precompress.ts';
import { priceLeak, priceSpellings } from '../../../src/domain/price-leak.ts';
import { missingAssets } from './checks.ts';
import { photosNamed } from './photos.ts';

/** A share of a build's files to read for prices and for the scripts and styles they name. */
export interface ScanInput {
  buildDir: string;
  /** Rendered files: prices and names of scripts and styles. */
  files: readonly string[];
  /** Pages linked to the earlier build: names of scripts and styles only. */
  reusedPages: readonly string[];
  prices: readonly number[];
  assets: readonly string[];
  /**
   * A publish about to serve the build: each text file read that has no compressed copies yet
   * (one linked to the earlier build has that build's) gets them, made from the bytes just
   * checked, and the photos the pages and data files read name are listed.
   */
  seal?: boolean;
  /**
   * When sealing, the folder where the build made its pages' copies as it rendered them: a page
   * whose copies were made from the bytes read takes them rather than being compressed again.
   */
  madeCopies?: string;
}

export interface ScanResult {
  leaks: string[];
  broken: string[];
  /** Uploaded photos the pages name (`/uploads/…`), when sealing. */
  photos: string[];
  /** Files compressed anew (not linked to the earlier build's copies), when sealing. */
  compressed: number;
}

const hasCopies = (file: string) =>
  Object.values(PRECOMPRESSED_SUFFIX).some((suffix) => existsSync(`${file}${suffix}`));

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
 * Pages one reading thread has compressed at once: the compressing runs on libuv's pool while the
 * thread reads on, and the copies of the bytes waiting stay few.
 */
const COMPRESSIONS_IN_FLIGHT = 4;

/**
 * Reads each file once: answers the prices found and the pages naming scripts or styles the build
 * lacks; when sealing, also writes each text file's missing compressed copies from those same
 * bytes and lists the photos the pages and data files name.
 */
export async function scanFiles(input: ScanInput): Promise<ScanResult> {
  const readBytes = bytesReader();
  const spellings = priceSpellings(input.prices);
  const assets = new Set(input.assets);
  const scanned = new Set(input.files);
  const photos = new Set<string>();
  const result: ScanResult = { leaks: [], broken: [], photos: [], compressed: 0 };
  const compressing = new PQueue({ concurrency: COMPRESSIONS_IN_FLIGHT });
  const compressed: Promise<boolean>[] = [];
  let taken = 0;
  const all = new Set([...input.files, ...input.reusedPages]);
  for (const file of all) {
    const bytes = readBytes(file);
    const text = bytes.toString('latin1');
    const name = file.slice(input.buildDir.length);
    if (scanned.has(file)) {
      // Code bundles hold drawing coordinates such as `6.32`; only data fields count there.
      const leak = priceLeak(text, /\.(?:js|css)$/.test(file) ? new Set() : spellings);
      if (leak) result.leaks.push(`${leak} in ${name}`);
    }
    if (file.endsWith('.html')) {
      const missingHere = missingAssets(text, assets);
      if (missingHere.length > 0) result.broken.push(`${name} (${missingHere[0] ?? ''})`);
    }
    if (input.seal && isPageText(file)) {
      for (const photo of photosNamed(text)) photos.add(photo);
      if (hasCopies(file)) continue;
      // Pages the build compressed as it rendered them (page-copies.ts).
      if (input.madeCopies && file.endsWith('.html') && takeCopies(input.madeCopies, file, bytes)) {
        taken += 1;
        continue;
      }
      await compressing.onSizeLessThan(COMPRESSIONS_IN_FLIGHT);
      // Its own copy of the bytes now: the reader's buffer holds the next file by the time this runs.
      const raw = Buffer.from(bytes);
      const copies = compressing.add(() => precompressPage(file, raw));
      // Awaited below, after the reading.
      copies.catch(() => undefined);
      compressed.push(copies);
    }
  }
  result.compressed = taken + (await Promise.all(compressed)).filter(Boolean).length;
  result.photos = [...photos];
  return result;
}
