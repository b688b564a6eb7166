import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

export interface PageSize {
  path: string;
  gzipBytes: number;
}

/**
 * The largest page under `dir/section` (each page is a file, `<name>.html`), by its gzip size at
 * the highest level, as the bundled server and a CDN send it. Undefined when the section has no pages.
 */
export function largestPage(dir: string, section: string): PageSize | undefined {
  let largest: PageSize | undefined;
  for (const entry of readdirSync(join(dir, section), { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = readFileSync(join(dir, section, entry.name));
    const gzipBytes = gzipSync(html, { level: constants.Z_BEST_COMPRESSION }).length;
    const name = basename(entry.name, '.html');
    if (!largest || gzipBytes > largest.gzipBytes) largest = { path: `/${section}/${name}`, gzipBytes };
  }
  return largest;
}
