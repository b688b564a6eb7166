import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressAssets, precompressInBackground, precompressPage } from './precompress.ts';

describe('precompressAssets', () => {
  it('writes a gzip and a Brotli copy of each script and style that unpack to the same bytes and beat zlib', async () => {
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
    const brotli = readFileSync(join(out, '_astro', 'page.js.br'));
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    expect(brotli.length).toBeLessThan(zipped.length);
    expect(brotliDecompressSync(readFileSync(join(out, '_astro', 'page.css.br'))).toString()).toContain('.card{');
    expect(existsSync(join(out, '_astro', 'logo.png.br'))).toBe(false);
  });

  it("reuses the previous build's copy of an asset with the same (content-hashed) name", async () => {
    const previous = mkdtempSync(join(tmpdir(), 'precompress-live-'));
    mkdirSync(join(previous, '_astro'));
    writeFileSync(join(previous, '_astro', 'same.Ab12.js.gz'), gzipSync('export const a = 1;'));
    writeFileSync(join(previous, '_astro', 'same.Ab12.js.br'), brotliCompressSync('export const a = 1;'));
    const out = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(out, '_astro'));
    writeFileSync(join(out, '_astro', 'same.Ab12.js'), 'export const a = 1;');
    writeFileSync(join(out, '_astro', 'new.Cd34.js'), 'export const b = 2;');

    expect(await precompressAssets(out, previous)).toBe(1);
    expect(readFileSync(join(out, '_astro', 'same.Ab12.js.gz'))).toEqual(
      readFileSync(join(previous, '_astro', 'same.Ab12.js.gz')),
    );
    expect(readFileSync(join(out, '_astro', 'same.Ab12.js.br'))).toEqual(
      readFileSync(join(previous, '_astro', 'same.Ab12.js.br')),
    );
    expect(gunzipSync(readFileSync(join(out, '_astro', 'new.Cd34.js.gz'))).toString()).toBe('export const b = 2;');
    expect(brotliDecompressSync(readFileSync(join(out, '_astro', 'new.Cd34.js.br'))).toString()).toBe(
      'export const b = 2;',
    );
  });

  it('does the same on a worker thread, so rendering can go on meanwhile', async () => {
    const out = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(out, '_astro'));
    writeFileSync(join(out, '_astro', 'app.Ef56.js'), 'export const c = 3;'.repeat(20));

    expect(await precompressInBackground(out)).toBe(1);
    expect(gunzipSync(readFileSync(join(out, '_astro', 'app.Ef56.js.gz'))).toString()).toBe(
      'export const c = 3;'.repeat(20),
    );
  });

  it('fails with the reason when the folder cannot be read', async () => {
    await expect(precompressInBackground(join(tmpdir(), 'no-such-build'))).rejects.toThrow(
      /^Precompressing the scripts and styles failed: ENOENT.*no-such-build/,
    );
  });

  it('writes nothing until it is told to go, then all', async () => {
    const script = 'export const c = 3;'.repeat(20);
    const folder = () => {
      const out = mkdtempSync(join(tmpdir(), 'precompress-'));
      mkdirSync(join(out, '_astro'));
      writeFileSync(join(out, '_astro', 'app.Ef56.js'), script);
      return out;
    };
    const [held, free] = [folder(), folder()];
    let go = () => {};
    const told = new Promise<void>((resolve) => (go = resolve));
    const compressed = precompressInBackground(held, undefined, told);
    // The same work started later and finished: the held thread, had it not waited, would have too.
    expect(await precompressInBackground(free)).toBe(1);
    expect(readdirSync(join(held, '_astro'))).toEqual(['app.Ef56.js']);
    go();
    expect(await compressed).toBe(1);
    expect(gunzipSync(readFileSync(join(held, '_astro', 'app.Ef56.js.gz'))).toString()).toBe(script);
  });
});

describe('precompressPage', () => {
  const page = '<main><h1>HDMI cables</h1><p>Four metres, 18 Gbps.</p></main>'.repeat(40);

  it('writes a gzip and a Brotli copy of the bytes it is given, which unpack to them', async () => {
    const out = mkdtempSync(join(tmpdir(), 'precompress-page-'));
    const file = join(out, 'hdmi.html');
    writeFileSync(file, page);
    expect(await precompressPage(file, Buffer.from(page))).toBe(true);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(page);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(page);
  });

  it("never writes over a copy already there: it may be another build's", async () => {
    const out = mkdtempSync(join(tmpdir(), 'precompress-page-'));
    writeFileSync(join(out, 'same.html'), page);
    writeFileSync(join(out, 'same.html.br'), "a kept build's copy");
    await expect(precompressPage(join(out, 'same.html'), Buffer.from(page))).rejects.toThrow(/EEXIST/);
    expect(readFileSync(join(out, 'same.html.br'), 'utf8')).toBe("a kept build's copy");
  });

  it('leaves a file too small to gain from a copy', async () => {
    const out = mkdtempSync(join(tmpdir(), 'precompress-page-'));
    writeFileSync(join(out, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    expect(await precompressPage(join(out, 'robots.txt'), Buffer.from('User-agent: *\nAllow: /\n'))).toBe(false);
    expect(existsSync(join(out, 'robots.txt.br'))).toBe(false);
  });
});
