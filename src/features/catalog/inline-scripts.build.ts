import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An inline `<script>` (no src) whose type runs as script; data blocks such as JSON-LD are not. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const RUNNABLE_TYPE = /^\s*$|^\s*(module|text\/javascript|application\/javascript)\s*$/i;

function isRunnable(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
  return RUNNABLE_TYPE.test(type);
}

/** The CSP hash sources (`'sha256-…'`) of the inline scripts of one HTML text. */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (isRunnable(attributes)) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The hashes of every distinct inline script of the built pages (the pre-paint session script,
 * Astro's island loaders), so the policy allows exactly those and no injected one.
 */
export function inlineScriptHashes(outDir: string): string[] {
  const hashes = new Set<string>();
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    for (const hash of inlineScriptHashesOf(readFileSync(join(entry.parentPath, entry.name), 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}
