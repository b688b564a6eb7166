import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { BuildManifest } from '../../../src/features/catalog/changes.ts';

const TEXT = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest', '']);

/** Pages copied from Astro's cache whose scripts and styles a publish checks are still there. */
const COPIED_PAGES_CHECKED = 50;

/** The build's files an address Astro rendered may have been written to (`/a`, `/a.html`, `/a/index.html`). */
function outputsOf(pathname: string): string[] {
  const path = decodeURI(pathname).replace(/^\/+|\/+$/g, '');
  return path === '' ? ['index.html'] : [path, `${path}.html`, `${path}/index.html`];
}

/**
 * The files a publish reads for prices: every text file this build rendered or generated, and the
 * pages Astro copied from its cache too when the prices changed since the live build was checked
 * (a copied page passed the check of an earlier build, against the prices of then). Answers a
 * sample of the copied pages as well, whose scripts and styles are looked up, and the copied pages
 * left unread for prices (`unscanned`), which still get their compressed copies.
 */
export function filesToScan(
  buildDir: string,
  manifest: BuildManifest,
  pricesUnchanged: boolean,
): { files: string[]; copiedSample: string[]; unscanned: string[] } {
  const rendered = new Set((manifest.rendered ?? []).flatMap(outputsOf));
  const files: string[] = [];
  const copiedSample: string[] = [];
  const unscanned: string[] = [];
  for (const entry of readdirSync(buildDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    const copied = entry.name.endsWith('.html') && !rendered.has(relative(buildDir, file).split(sep).join('/'));
    if (!copied || !pricesUnchanged || manifest.rendered === undefined) files.push(file);
    else unscanned.push(file);
    if (copied && copiedSample.length < COPIED_PAGES_CHECKED) copiedSample.push(file);
  }
  return { files, copiedSample, unscanned };
}
