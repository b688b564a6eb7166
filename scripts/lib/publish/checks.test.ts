import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { makeCopies } from '../build/page-copies.ts';
import { checkBuild, inspectBuild } from './checks.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'checks-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function page(path: string, html: string): string {
  mkdirSync(join(dir, path), { recursive: true });
  const file = join(dir, path, 'index.html');
  writeFileSync(file, html);
  return file;
}

function sitemap(paths: string[]): void {
  const urls = paths.map((path) => `<url><loc>https://www.example-av.com${path}</loc></url>`).join('\n');
  writeFileSync(join(dir, 'sitemap-0.xml'), `<urlset>\n${urls}\n</urlset>`);
}

describe('checkBuild', () => {
  it('passes a complete build', async () => {
    const files = [page('', '<h1>Home</h1>'), page('audio', '<h1>Audio</h1>')];
    sitemap(['/', '/audio']);
    expect(
      await checkBuild({ buildDir: dir, pages: 100, previousPages: 100, filesToScan: files, prices: [10] }),
    ).toEqual([]);
  });

  it('rejects a build whose page count collapsed against the live build', async () => {
    page('', 'home');
    sitemap(['/']);
    const [problem] = await checkBuild({ buildDir: dir, pages: 89, previousPages: 622, filesToScan: [], prices: [] });
    expect(problem).toMatch(/page count collapsed: 89 pages against 622/);
  });

  it('rejects a sitemap address without a page', async () => {
    page('', 'home');
    sitemap(['/', '/item/AV-1']);
    expect(await checkBuild({ buildDir: dir, pages: 2, previousPages: 2, filesToScan: [], prices: [] })).toEqual([
      '1 sitemap addresses have no page: /item/AV-1',
    ]);
  });

  it('rejects a rendered page carrying a price, naming the file', async () => {
    const file = page('item/AV-1', '<p>1,159.95</p>');
    page('', 'home');
    sitemap(['/']);
    expect(
      await checkBuild({ buildDir: dir, pages: 2, previousPages: undefined, filesToScan: [file], prices: [1159.95] }),
    ).toEqual(['price 1,159.95 in /item/AV-1/index.html']);
  });

  it('looks only for price fields in code bundles, whose numbers are drawings', async () => {
    page('', 'home');
    sitemap(['/']);
    const bundle = join(dir, 'SearchBox.js');
    writeFileSync(bundle, 'const d="M10 2a8 8 0 0 1 6.32 12.9";');
    const leaky = join(dir, 'data.js');
    writeFileSync(leaky, 'const p={"dealer":[1]};');
    expect(
      await checkBuild({ buildDir: dir, pages: 1, previousPages: 1, filesToScan: [bundle, leaky], prices: [6.32] }),
    ).toEqual(['price field "dealer": in /data.js']);
  });

  it('rejects pages, fresh or copied from an older build, naming scripts or styles the build lacks', async () => {
    mkdirSync(join(dir, '_astro'));
    writeFileSync(join(dir, '_astro', 'client.NEW1.js'), '');
    const fresh = page('', '<script type="module" src="/_astro/client.NEW1.js"></script>');
    const copied = page('audio', '<astro-island component-url="/_astro/client.OLD1.js"></astro-island>');
    sitemap(['/', '/audio']);
    const input = { buildDir: dir, pages: 2, previousPages: 2, filesToScan: [fresh], prices: [] };
    expect(await checkBuild(input)).toEqual([]);
    expect(await checkBuild({ ...input, reusedPages: [copied] })).toEqual([
      '1 pages name scripts or styles the build lacks: /audio/index.html (_astro/client.OLD1.js)',
    ]);
  });

  it('rejects a build without a home page', async () => {
    sitemap([]);
    expect(
      await checkBuild({ buildDir: dir, pages: 0, previousPages: undefined, filesToScan: [], prices: [] }),
    ).toEqual(['the build has no home page (index.html)', 'the sitemap lists no address']);
  });

  it('lets other work run while it reads a big build', async () => {
    const files = Array.from({ length: 300 }, (_, i) => page(`item/AV-${i}`, `<h1>AV-${i}</h1>`));
    sitemap(['/']);
    page('', 'home');
    const order: string[] = [];
    const checked = checkBuild({ buildDir: dir, pages: 301, previousPages: 301, filesToScan: files, prices: [] }).then(
      () => order.push('checked'),
    );
    setImmediate(() => order.push('other work'));
    await checked;
    expect(order).toEqual(['other work', 'checked']);
  });

  it('reads a large build in shares and reports what each share found, in the order of the files', async () => {
    const files = Array.from({ length: 2400 }, (_, i) =>
      page(`item/AV-${i}`, [10, 1199, 1200, 2300].includes(i) ? '<p>Dealer 1,159.95</p>' : `<h1>AV-${i}</h1>`),
    );
    sitemap(['/']);
    page('', 'home');
    expect(
      await checkBuild({ buildDir: dir, pages: 2401, previousPages: 2401, filesToScan: files, prices: [1159.95] }),
    ).toEqual([10, 1199, 1200, 2300].map((i) => `price 1,159.95 in /item/AV-${i}/index.html`));
  });

  it("sealing a publish's build compresses every page it reads from the bytes it checked and lists the photos they name", async () => {
    const photoPage = (sku: string) =>
      `<picture><source srcset="/uploads/products/${sku}.jpg?w=360&amp;fm=avif 360w"><img src="/uploads/products/${sku}.jpg"></picture>`.repeat(
        20,
      );
    const rendered = page('item/AV-1', photoPage('av-1'));
    const home = page('', `<h1>Home</h1><img src="/uploads/diagrams/a.svg">${'<p>Welcome</p>'.repeat(100)}`);
    sitemap(['/']);
    const input = { buildDir: dir, pages: 2, previousPages: 2, filesToScan: [rendered, home], prices: [] };

    // A rollback only checks: the kept build it reads is left as it is.
    expect(await checkBuild(input)).toEqual([]);
    expect(existsSync(`${rendered}.br`)).toBe(false);

    const sealed = await inspectBuild({ ...input, seal: true });
    expect(sealed.problems).toEqual([]);
    expect(sealed.photos).toEqual(['/uploads/products/av-1.jpg']);
    expect(sealed.compressed).toBe(2);
    for (const file of [rendered, home]) {
      expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(readFileSync(file));
      expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(readFileSync(file));
    }
  });

  it('compresses many pages at once, each copy made from its own page', async () => {
    // More pages than are compressed at once: later ones wait while the reading moves on.
    const pages = Array.from({ length: 24 }, (_, i) => page(`item/AV-${i}`, `<h1>AV-${i}</h1>`.repeat(100 + i)));
    sitemap(['/']);
    page('', 'home');
    const inspection = await inspectBuild({
      buildDir: dir,
      pages: 25,
      previousPages: 25,
      filesToScan: pages,
      prices: [],
      seal: true,
    });
    expect(inspection).toMatchObject({ problems: [], compressed: 24 });
    for (const file of pages) {
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(readFileSync(file, 'utf8'));
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(readFileSync(file, 'utf8'));
    }
  });

  it('takes the copies the build made of the bytes it reads, and compresses a page changed since from what it read', async () => {
    const made = `${dir}-copies`;
    mkdirSync(made);
    const kept = page('item/AV-1', '<h1>AV-1</h1>'.repeat(100));
    const changed = page('item/AV-2', '<h1>AV-2</h1>'.repeat(100));
    makeCopies(made, readFileSync(kept));
    // The build's copy of AV-2 is of other bytes than the file the check reads.
    makeCopies(made, Buffer.from('<h1>AV-2, 1,159.95</h1>'.repeat(100)));
    sitemap(['/']);
    page('', 'home');
    const inspection = await inspectBuild({
      buildDir: dir,
      pages: 3,
      previousPages: 3,
      filesToScan: [kept, changed],
      prices: [],
      seal: true,
      madeCopies: made,
    });
    expect(inspection).toMatchObject({ problems: [], compressed: 2 });
    for (const file of [kept, changed]) {
      expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(readFileSync(file));
      expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(readFileSync(file));
    }
    // AV-1 took its copies; the copies of bytes no page has stay for the publish to remove.
    expect(readdirSync(made)).toHaveLength(2);
    rmSync(made, { recursive: true });
  });

  it("never writes over a page's copies: those of a page linked to an earlier build are that build's too", async () => {
    const linked = page('item/AV-2', '<h1>AV-2</h1>'.repeat(100));
    writeFileSync(`${linked}.br`, "the earlier build's copy");
    const home = page('', '<h1>Home</h1>'.repeat(100));
    sitemap(['/']);
    const inspection = await inspectBuild({
      buildDir: dir,
      pages: 2,
      previousPages: 2,
      filesToScan: [home],
      prices: [],
      reusedPages: [linked],
      seal: true,
    });
    expect(inspection).toMatchObject({ problems: [], compressed: 1 });
    expect(readFileSync(`${linked}.br`, 'utf8')).toBe("the earlier build's copy");
    expect(existsSync(`${home}.br`)).toBe(true);
  });
});
