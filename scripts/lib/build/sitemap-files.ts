import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SitemapAndIndexStream, SitemapStream } from 'sitemap';

/** Addresses per sitemap file: the sitemap protocol's limit. */
const URLS_PER_FILE = 50_000;

/**
 * Addresses in reading order (`/item/A2` before `/item/A10`) by one collator made once: a
 * comparison given a locale builds its own, and a sitemap of a large catalogue sorts hundreds of
 * thousands of times.
 */
const inReadingOrder = new Intl.Collator('en', { numeric: true }).compare;

/**
 * Writes the sitemap of the site's public pages (`paths`, site paths such as `/cables/hdmi`) into
 * `outDir` for the site at `origin`: `sitemap-0.xml`, `sitemap-1.xml`… as the protocol's limit
 * splits them, and their index, `sitemap-index.xml`.
 */
export async function writeSitemapFiles(outDir: string, origin: string, paths: readonly string[]): Promise<void> {
  const urls = paths.map((path) => new URL(path, origin).href).sort(inReadingOrder);
  const files = new SitemapAndIndexStream({
    limit: URLS_PER_FILE,
    getSitemapStream: (i) => {
      const name = `sitemap-${i}.xml`;
      const sitemap = new SitemapStream({ hostname: origin });
      return [new URL(name, origin).href, sitemap, sitemap.pipe(createWriteStream(join(outDir, name)))];
    },
  });
  await pipeline(Readable.from(urls), files, createWriteStream(join(outDir, 'sitemap-index.xml')));
}
