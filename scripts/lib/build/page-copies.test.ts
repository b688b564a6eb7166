import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressBesideRendering, makeCopies, takeCopies } from './page-copies.ts';

let root: string;
let copies: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'page-copies-'));
  copies = join(root, 'copies');
  mkdirSync(copies);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const pageOf = (title: string) => Buffer.from(`<main><h1>${title}</h1><p>Four metres, 18 Gbps.</p></main>`.repeat(40));

/** `bytes` written as a page of the build, as the check reads it. */
function builtPage(name: string, bytes: Buffer): string {
  const file = join(root, name);
  writeFileSync(file, bytes);
  return file;
}

describe('copies made as pages are rendered', () => {
  it('are taken by the page whose bytes they were made from, and unpack to them', () => {
    const page = pageOf('HDMI cables');
    expect(makeCopies(copies, page)).toBe(true);
    const file = builtPage('hdmi.html', page);

    expect(takeCopies(copies, file, page)).toBe(true);
    expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(page);
    expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(page);
    expect(readdirSync(copies)).toEqual([]);
  });

  it('are never taken for other bytes: a page changed since it was compressed gets none', () => {
    makeCopies(copies, pageOf('HDMI cables'));
    const changed = pageOf('HDMI cables, 1,159.95');
    const file = builtPage('hdmi.html', changed);

    expect(takeCopies(copies, file, changed)).toBe(false);
    expect(existsSync(`${file}.br`) || existsSync(`${file}.gz`)).toBe(false);
  });

  it('are not made for a page too small to gain from them', () => {
    expect(makeCopies(copies, Buffer.from('<p>Moved</p>'))).toBe(false);
    expect(readdirSync(copies)).toEqual([]);
  });
});

describe('compressBesideRendering', () => {
  it('compresses every page handed over on its thread, each page with the same bytes once', async () => {
    const compressor = compressBesideRendering(copies);
    const pages = Array.from({ length: 40 }, (_, i) => pageOf(`AV-${i}`));
    // More than the thread holds at once: later pages wait for room.
    await Promise.all([...pages, pages[0] ?? pageOf('')].map((page) => compressor.add(page)));
    expect(await compressor.finish()).toBe(40);
    for (const [i, page] of pages.entries())
      expect(takeCopies(copies, builtPage(`AV-${i}.html`, page), page)).toBe(true);
  });

  it("fails the build's finish with the reason when it cannot write, and stops taking pages", async () => {
    rmSync(copies, { recursive: true });
    const compressor = compressBesideRendering(copies);
    await compressor.add(pageOf('AV-1'));
    await expect(compressor.finish()).rejects.toThrow(/ENOENT/);
    // The rendering goes on to fail the build; it never waits on the stopped thread.
    await expect(compressor.add(pageOf('AV-2'))).resolves.toBeUndefined();
  });
});
