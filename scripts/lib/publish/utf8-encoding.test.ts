import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BytesResponse } from './bytes-response.ts';
import { installFastUtf8Encoding } from './utf8-encoding.ts';

/** What the standard encoder makes of `text` (called while it is installed). */
const standardBytes = (text: string) => Uint8Array.from(new TextEncoder().encode(text));

/** A page long enough for the faster path, its text made of many pieces as Astro's renderer makes it. */
function longPage(extra: string): string {
  let html = '<!DOCTYPE html><html lang="en"><body>';
  for (let row = 0; html.length < 60_000; row++) html += `<li>HDMI 2.1 cable, 8K60 ${row} m</li>`;
  return `${html}${extra}<footer>© AV Connect</footer></body></html>`;
}

describe('installFastUtf8Encoding', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installFastUtf8Encoding();
  });
  afterEach(() => uninstall());

  it.each([
    ['Latin-1 text', '25 °C, 4K×2K'],
    ['text beyond Latin-1', 'Extender – 100 m → display 😀'],
    ['a lone surrogate', 'broken \ud800 pair'],
    ['ASCII only', 'plain'],
  ])('encodes a long page with %s to the same bytes as the standard encoder', (_, extra) => {
    const text = longPage(extra);
    uninstall();
    const expected = standardBytes(text);
    uninstall = installFastUtf8Encoding();
    expect(new TextEncoder().encode(text)).toEqual(expected);
  });

  it('answers a plain Uint8Array over an ArrayBuffer of its own, which a Response hands on without a copy', async () => {
    const bytes = new TextEncoder().encode(longPage('°'));
    expect(bytes.constructor).toBe(Uint8Array);
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
    expect(await new BytesResponse(bytes).arrayBuffer()).toBe(bytes.buffer);
  });

  it('encodes short strings and non-strings as the standard encoder does', () => {
    const encoder = new TextEncoder();
    expect(encoder.encode('Wall plate ©')).toEqual(standardBytes('Wall plate ©'));
    expect(encoder.encode()).toEqual(new Uint8Array());
  });

  it('puts the standard encoder back', () => {
    const patched = TextEncoder.prototype.encode;
    uninstall();
    expect(TextEncoder.prototype.encode).not.toBe(patched);
    uninstall = installFastUtf8Encoding();
  });
});
