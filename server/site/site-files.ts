import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../files/files-under.ts';
import { type HeaderBlock, parseHeaders } from './headers.ts';
import { parseRedirects, type RedirectRule } from './redirects.ts';

/**
 * What the site serves of one build: the addresses its files answer at, and its `_redirects` and
 * `_headers` rules. Plain data, so a publish can read it on a worker thread while it checks the
 * build and hand it over with the switch (a large build takes a noticeable time to list and parse).
 */
export interface SiteFiles {
  /** The build's folder, links resolved. */
  dir: string;
  files: string[];
  redirects: RedirectRule[];
  headers: HeaderBlock[];
}

/**
 * The build's own instructions to the server, never pages: the `_headers` and `_redirects` rules
 * (Netlify's names) and any other underscore file at the build's root. `_astro/` (a folder) is not one.
 * They are left out of the files that answer, so asking for one finds the not-found page.
 */
const isControlFile = (path: string) => /^\/_[^/]*$/.test(path);

/** A stored Brotli or gzip copy of a file beside it: sent for that file's address, not at its own. */
const isCopyOf = (path: string, files: Set<string>) => /\.(br|gz)$/.test(path) && files.has(path.slice(0, -3));

function answeringPaths(dir: string): string[] {
  const paths = new Set(filesUnder(dir).map((file) => `/${file}`));
  return [...paths].filter((path) => !isControlFile(path) && !isCopyOf(path, paths));
}

/** What the site serves of the build in `dir`, or undefined when it holds no site (no home page). */
export function readSiteFiles(dir: string): SiteFiles | undefined {
  if (!existsSync(join(dir, 'index.html'))) return undefined;
  const real = realpathSync(dir);
  const read = (name: string) => (existsSync(join(real, name)) ? readFileSync(join(real, name), 'utf8') : '');
  return {
    dir: real,
    files: answeringPaths(real),
    redirects: parseRedirects(read('_redirects')),
    headers: parseHeaders(read('_headers')),
  };
}
