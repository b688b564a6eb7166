import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  inlineScriptHashesOf,
  KNOWN_INLINE_SCRIPTS_FILE,
  pagePathOfFile,
  recordInlineScripts,
} from './inline-scripts.build.ts';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const page = (script: string) =>
  `<!doctype html><html><head><script type="application/ld+json">{"a":1}</script><script src="/_astro/x.js"></script></head><body><script>${script}</script></body></html>`;

describe('inline script hashes', () => {
  it('hashes runnable inline scripts only: not data blocks, not scripts loaded from a file', () => {
    expect(inlineScriptHashesOf(Buffer.from(page('go()')))).toEqual([hashOf('go()')]);
  });

  it('tells script elements from elements whose names start alike, and finds every script of a page', () => {
    const html = `<scripts>no()</scripts><script-x>no()</script-x><script>a()</script><p>x</p><script type="module">b()</script>`;
    expect(inlineScriptHashesOf(Buffer.from(html))).toEqual([hashOf('a()'), hashOf('b()')]);
    expect(inlineScriptHashesOf(Buffer.from(`${html}<script>unclosed(`))).toEqual([hashOf('a()'), hashOf('b()')]);
  });

  it('hashes a script as the UTF-8 bytes it is served as, whatever its characters', () => {
    const script = 'say("Câble — ✓")';
    expect(inlineScriptHashesOf(Buffer.from(page(script)))).toEqual([hashOf(script)]);
  });

  it('knows a script seen before after the page it came from was handed to another thread', () => {
    const first = new Uint8Array(Buffer.from(page('seen()')));
    expect(inlineScriptHashesOf(first)).toEqual([hashOf('seen()')]);
    structuredClone(first.buffer, { transfer: [first.buffer] });
    expect(inlineScriptHashesOf(Buffer.from(page('seen()')))).toEqual([hashOf('seen()')]);
    expect(inlineScriptHashesOf(Buffer.from(page('seen!')))).toEqual([hashOf('seen!')]);
  });

  it('names the page a built file is served for', () => {
    expect(pagePathOfFile('/out', '/out/index.html')).toBe('/');
    expect(pagePathOfFile('/out', '/out/item/AB-1/index.html')).toBe('/item/AB-1');
    expect(pagePathOfFile('/out', '/out/item/AB-1.html')).toBe('/item/AB-1');
    expect(pagePathOfFile('/out', '/out/404.html')).toBe('/404');
  });

  const site = (pages: Record<string, string>) => {
    const out = mkdtempSync(join(tmpdir(), 'inline-scripts-'));
    for (const [path, html] of Object.entries(pages)) {
      mkdirSync(join(out, path), { recursive: true });
      writeFileSync(join(out, path, 'index.html'), html);
    }
    return { out, cache: mkdtempSync(join(tmpdir(), 'inline-scripts-cache-')) };
  };
  const known = (cache: string) => JSON.parse(readFileSync(join(cache, KNOWN_INLINE_SCRIPTS_FILE), 'utf8')) as string[];

  it('takes rendered pages from the record and reads the pages copied from an earlier build', () => {
    // On disk the rendered page holds a script the build never rendered: it must not be read.
    const { out, cache } = site({ 'rendered-a': page('staleOnDisk()'), 'copied-a': page('copiedA()') });
    recordInlineScripts('/rendered-a', Buffer.from(page('renderedA()')));

    const hashes = inlineScriptHashes(out, cache);
    expect(hashes).toEqual(expect.arrayContaining([hashOf('renderedA()'), hashOf('copiedA()')]));
    expect(hashes).not.toContain(hashOf('staleOnDisk()'));
    expect(known(cache)).toEqual(hashes);
  });

  it('knows the scripts of copied pages from the cache it copied them from, without reading them', () => {
    const { out, cache } = site({ 'rendered-b': page('renderedB()'), 'copied-b': page('unreadB()') });
    writeFileSync(join(cache, KNOWN_INLINE_SCRIPTS_FILE), JSON.stringify([hashOf('earlierB()')]));
    recordInlineScripts('/rendered-b', Buffer.from(page('renderedB()')));

    const hashes = inlineScriptHashes(out, cache);
    expect(hashes).toEqual(expect.arrayContaining([hashOf('renderedB()'), hashOf('earlierB()')]));
    expect(hashes).not.toContain(hashOf('unreadB()'));
  });

  it('allows only what was rendered when every page was, and keeps that for the next build', () => {
    const { out, cache } = site({ 'rendered-c': page('renderedC()') });
    writeFileSync(join(cache, KNOWN_INLINE_SCRIPTS_FILE), JSON.stringify([hashOf('goneC()')]));
    recordInlineScripts('/rendered-c', Buffer.from(page('renderedC()')));

    expect(inlineScriptHashes(out, cache)).not.toContain(hashOf('goneC()'));
    expect(known(cache)).not.toContain(hashOf('goneC()'));
  });
});
