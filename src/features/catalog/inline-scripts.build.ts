import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pagePathOfRendered } from './sitemap.ts';

const OPEN = '<script';
const CLOSE = '</script>';
const RUNNABLE_TYPE = /^\s*$|^\s*(module|text\/javascript|application\/javascript)\s*$/i;
/** A byte that continues a tag name (`<scripts>` is not a script). */
const NAME_BYTE = /[\w-]/;

/** Whether a script's attributes make it an inline script that runs: no src, a script type (not JSON-LD). */
function isRunnable(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
  return RUNNABLE_TYPE.test(type);
}

/**
 * Hash sources of the scripts seen, by length: nearly every page carries the same few scripts
 * (Astro's island loaders), found again by comparing bytes, without making a string of each.
 */
const seenByLength = new Map<number, Array<{ script: Buffer; hash: string }>>();

function hashSourceOf(script: Buffer): string {
  const seen = seenByLength.get(script.length) ?? [];
  const known = seen.find((entry) => entry.script.equals(script));
  if (known) return known.hash;
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  // A copy: the page's bytes are handed on to another thread (and so taken from this one) next.
  seen.push({ script: Buffer.from(script), hash });
  seenByLength.set(script.length, seen);
  return hash;
}

/**
 * The CSP hash sources (`'sha256-…'`) of the inline scripts of one page, each hashed as the very
 * bytes it is served as. The page's bytes are searched as they are, without decoding them. Tags are
 * matched as the site writes them, in lower case (catalogue HTML is cleaned of scripts): a script
 * written otherwise would be refused by the policy, never let through.
 */
export function inlineScriptHashesOf(page: Uint8Array): string[] {
  const html = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const hashes: string[] = [];
  for (let at = html.indexOf(OPEN); at >= 0; at = html.indexOf(OPEN, at)) {
    at += OPEN.length;
    if (NAME_BYTE.test(String.fromCharCode(html[at] ?? 0))) continue;
    const tagEnd = html.indexOf('>', at);
    const close = tagEnd < 0 ? -1 : html.indexOf(CLOSE, tagEnd);
    if (close < 0) break;
    if (isRunnable(html.toString('latin1', at, tagEnd))) hashes.push(hashSourceOf(html.subarray(tagEnd + 1, close)));
    at = close + CLOSE.length;
  }
  return hashes;
}

interface Recorded {
  pages: Set<string>;
  hashes: Set<string>;
}

/**
 * What the pages rendered by this build process hold. Shared through a global: Astro's configuration
 * (with the integration) and the publish's own scripts are loaded apart, each with its own copy of
 * this module.
 */
const RECORD = Symbol.for('avconnect.inline-scripts');
function recorded(): Recorded {
  const store = globalThis as { [RECORD]?: Recorded };
  store[RECORD] ??= { pages: new Set(), hashes: new Set() };
  return store[RECORD];
}

/** Notes the inline scripts of a page as it is rendered, while its text is at hand. */
export function recordInlineScripts(pagePath: string, page: Uint8Array): void {
  const { pages, hashes } = recorded();
  pages.add(pagePath);
  for (const hash of inlineScriptHashesOf(page)) hashes.add(hash);
}

/** What this thread recorded, as plain lists: a render thread hands it to the build's main thread. */
export interface InlineScriptRecord {
  pages: string[];
  hashes: string[];
}

export function inlineScriptRecord(): InlineScriptRecord {
  const { pages, hashes } = recorded();
  return { pages: [...pages], hashes: [...hashes] };
}

/** Adds what another thread recorded to this thread's record. */
export function addInlineScriptRecord(record: InlineScriptRecord): void {
  const { pages, hashes } = recorded();
  for (const page of record.pages) pages.add(page);
  for (const hash of record.hashes) hashes.add(hash);
}

/** The page path (as `pagePathOf` gives it) a built HTML file is served for. */
export function pagePathOfFile(outDir: string, file: string): string {
  const path = relative(outDir, file).split(sep).join('/');
  return pagePathOfRendered(path);
}

/** Beside Astro's page cache: the inline scripts of every page that cache may copy into a build. */
export const KNOWN_INLINE_SCRIPTS_FILE = 'inline-script-hashes.json';

function readKnown(file: string): string[] | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const known: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(known) && known.every((hash) => typeof hash === 'string') ? known : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The hashes of every distinct inline script of the built pages (the pre-paint session script,
 * Astro's island loaders), so the policy allows exactly those and no injected one. Pages rendered
 * by this build were recorded as they were rendered. Pages copied from Astro's cache in `cacheDir`
 * were rendered by an earlier build of the same code, whose scripts are kept there; without that
 * record, the copied pages are read.
 */
export function inlineScriptHashes(outDir: string, cacheDir: string): string[] {
  const { pages, hashes } = recorded();
  const all = new Set(hashes);
  const copied: string[] = [];
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    if (!pages.has(pagePathOfFile(outDir, file))) copied.push(file);
  }
  const knownFile = join(cacheDir, KNOWN_INLINE_SCRIPTS_FILE);
  const known = copied.length > 0 ? readKnown(knownFile) : [];
  if (known) for (const hash of known) all.add(hash);
  else for (const file of copied) for (const hash of inlineScriptHashesOf(readFileSync(file))) all.add(hash);
  const sorted = [...all].sort();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(knownFile, JSON.stringify(sorted));
  return sorted;
}
