import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../../../server/files/files-under.ts';

/** Site paths of every address in the build's sitemap files. */
export function sitemapPaths(buildDir: string): string[] {
  const paths: string[] = [];
  // The build writes `sitemap-0.xml`, `sitemap-1.xml`… and their index, `sitemap-index.xml` (sitemap-files.ts).
  const files = readdirSync(buildDir).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  for (const file of files) {
    const xml = readFileSync(join(buildDir, file), 'utf8');
    for (const [, loc = ''] of xml.matchAll(/<loc>([^<]{1,2000})<\/loc>/g)) {
      paths.push(decodeURI(new URL(loc.replaceAll('&amp;', '&')).pathname));
    }
  }
  return paths;
}

/** Whether a site path has its page among the build's files (relative paths, see filesUnder). */
function servedFile(files: ReadonlySet<string>, path: string): boolean {
  const base = path.replace(/^\/+|\/+$/g, '');
  // Pages are files of their own (`audio.html`); the home page and older builds have folders.
  return files.has(`${base}.html`) || files.has(base === '' ? 'index.html' : `${base}/index.html`);
}

/** What is wrong with the build's sitemap: no address at all, or addresses that have no page. */
export function sitemapProblems(buildDir: string): string[] {
  const urls = sitemapPaths(buildDir);
  if (urls.length === 0) return ['the sitemap lists no address'];
  const served = new Set(filesUnder(buildDir));
  const missing = urls.filter((path) => !servedFile(served, path));
  return missing.length > 0
    ? [`${missing.length} sitemap addresses have no page: ${missing.slice(0, 5).join(', ')}`]
    : [];
}
