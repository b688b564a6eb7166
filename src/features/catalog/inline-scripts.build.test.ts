import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  inlineScriptHashesOf,
  pagePathOfFile,
  recordInlineScripts,
} from './inline-scripts.build.ts';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const page = (script: string) =>
  `<!doctype html><html><head><script type="application/ld+json">{"a":1}</script><script src="/_astro/x.js"></script></head><body><script>${script}</script></body></html>`;

describe('inline script hashes', () => {
  it('hashes runnable inline scripts only: not data blocks, not scripts loaded from a file', () => {
    expect(inlineScriptHashesOf(page('go()'))).toEqual([hashOf('go()')]);
  });

  it('names the page a built file is served for', () => {
    expect(pagePathOfFile('/out', '/out/index.html')).toBe('/');
    expect(pagePathOfFile('/out', '/out/item/AB-1/index.html')).toBe('/item/AB-1');
    expect(pagePathOfFile('/out', '/out/404.html')).toBe('/404');
  });

  it('takes rendered pages from the record and reads only the pages copied from an earlier build', () => {
    const out = mkdtempSync(join(tmpdir(), 'inline-scripts-'));
    mkdirSync(join(out, 'rendered'), { recursive: true });
    mkdirSync(join(out, 'copied'), { recursive: true });
    // On disk the rendered page holds a script the build never rendered: it must not be read.
    writeFileSync(join(out, 'rendered', 'index.html'), page('staleOnDisk()'));
    writeFileSync(join(out, 'copied', 'index.html'), page('copied()'));
    recordInlineScripts('/rendered', page('rendered()'));

    const hashes = inlineScriptHashes(out);
    expect(hashes).toEqual(expect.arrayContaining([hashOf('rendered()'), hashOf('copied()')]));
    expect(hashes).not.toContain(hashOf('staleOnDisk()'));
  });
});
