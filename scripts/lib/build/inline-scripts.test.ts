import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashesOf } from './inline-scripts.ts';

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
});
