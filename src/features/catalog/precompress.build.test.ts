import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress.build.ts';

describe('precompressAssets', () => {
  it('writes a gzip copy of each script and style that unpacks to the same bytes and beats zlib', async () => {
    const out = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(out, '_astro'));
    const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i * 7} + "item-${i % 13}";`).join(
      '\n',
    );
    writeFileSync(join(out, '_astro', 'page.js'), script);
    writeFileSync(join(out, '_astro', 'page.css'), '.card{display:grid;gap:1rem}'.repeat(50));
    writeFileSync(join(out, '_astro', 'logo.png'), 'not text');

    expect(await precompressAssets(out)).toBe(2);
    const zipped = readFileSync(join(out, '_astro', 'page.js.gz'));
    expect(gunzipSync(zipped).toString()).toBe(script);
    expect(zipped.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
    expect(gunzipSync(readFileSync(join(out, '_astro', 'page.css.gz'))).toString()).toContain('.card{');
  });
});
