import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

export interface PageSize {
  path: string;
  gzipBytes: number;
}

/**
 * The largest page under `dir/section` (each page is `<name>/index.html`), by its gzip size at
 * the highest level, as the bundled server and a CDN send it. Undefined when the section has no pages.
 */
export function largestPage(dir: string, section: string): PageSize | undefined {
  let largest: PageSize | undefined;
  for (const entry of readdirSync(join(dir, section), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    let html: Buffer;
    try {
      html = readFileSync(join(dir, section, entry.name, 'index.html'));
    } catch {
      continue;
    }
    const gzipBytes = gzipSync(html, { level: constants.Z_BEST_COMPRESSION }).length;
    if (!largest || gzipBytes > largest.gzipBytes) largest = { path: `/${section}/${entry.name}`, gzipBytes };
  }
  return largest;
}
