import { createHash } from 'node:crypto';

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
  // A copy: the page's bytes are written out and let go next.
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
