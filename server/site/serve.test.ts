import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { StaticSite } from './serve.ts';
import { readSiteFiles } from './site-files.ts';

/** Large enough to be compressed and to be asked for in parts. */
const homePage = '<h1>Home</h1>'.repeat(200);
/** A page as large, which the publish left without stored copies. */
const largePage = '<h1>Large</h1>'.repeat(200);
let siteRoot = '';
const photo = Buffer.from(Array.from({ length: 100_000 }, (_, i) => i % 251));

function builtSite() {
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(root, 'cables'));
  mkdirSync(join(root, 'pages'));
  writeFileSync(join(root, 'index.html'), homePage);
  // The publish's copies: Brotli at its highest quality, so no per-request encoder would make the same bytes.
  writeFileSync(
    join(root, 'index.html.br'),
    brotliCompressSync(homePage, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(join(root, 'index.html.gz'), gzipSync(homePage, { level: 9 }));
  writeFileSync(join(root, 'large.html'), largePage);
  writeFileSync(join(root, 'cables', 'index.html'), '<h1>Cables</h1>');
  writeFileSync(join(root, 'cables', 'hdmi.html'), '<h1>HDMI cables</h1>');
  writeFileSync(join(root, 'pages', '404.html'), '<h1>Not found</h1>');
  writeFileSync(join(root, 'photo.png'), photo);
  mkdirSync(join(root, '_astro'));
  writeFileSync(join(root, '_astro', 'page.js'), 'console.log("plain");');
  writeFileSync(join(root, '_astro', 'page.js.gz'), gzipSync('console.log("gzip copy");'));
  writeFileSync(join(root, '_astro', 'page.js.br'), brotliCompressSync('console.log("brotli copy");'));
  writeFileSync(join(root, '_redirects'), '/item  id=:id  /item/:id  301!\n/*  /pages/404  404\n');
  writeFileSync(
    join(root, '_headers'),
    '/*\n  X-Content-Type-Options: nosniff\n/_astro/*\n  Cache-Control: immutable\n',
  );
  siteRoot = root;
  const app = new Hono();
  app.use('*', new StaticSite(root).handler());
  return app;
}

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('the bundled static server', () => {
  it('serves pages written as files at their address, with the _headers rules', async () => {
    const app = builtSite();
    const page = await app.request('/cables/hdmi');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<h1>HDMI cables</h1>');
    expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await (await app.request('/cables')).text()).toBe('<h1>Cables</h1>');
  });

  it("sends the build's Brotli copy of a script to browsers that take it, else its gzip copy, else the script", async () => {
    const app = builtSite();
    const brotli = await app.request('/_astro/page.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Content-Type')).toContain('javascript');
    expect(brotli.headers.get('Vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('Cache-Control')).toBe('immutable');
    expect(brotliDecompressSync(await bytes(brotli)).toString()).toBe('console.log("brotli copy");');
    const gzip = await app.request('/_astro/page.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString()).toBe('console.log("gzip copy");');
    const plain = await app.request('/_astro/page.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("plain");');
  });

  it('does no compression work for a page: its stored copy goes out byte for byte, a page without one as it is', async () => {
    const app = builtSite();
    const stored = readFileSync(join(siteRoot, 'index.html.br'));
    const packed = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(packed.headers.get('Content-Encoding')).toBe('br');
    expect(packed.headers.get('Vary')).toBe('Accept-Encoding');
    expect(packed.headers.get('ETag')).toMatch(/^"[^"]+"$/);
    expect(packed.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await bytes(packed)).toEqual(stored);
    expect(Number(packed.headers.get('Content-Length'))).toBe(stored.length);
    const zipped = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(await bytes(zipped)).toEqual(readFileSync(join(siteRoot, 'index.html.gz')));
    // A page the publish left without copies (below the size worth one) is never compressed here.
    const large = await app.request('/large', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(large.headers.get('Content-Encoding')).toBeNull();
    expect(await large.text()).toBe(largePage);
    const notFound = await app.request('/no/such/page', { headers: { 'Accept-Encoding': 'br' } });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('Content-Encoding')).toBeNull();
    const plain = await app.request('/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(homePage);
    const image = await app.request('/photo.png', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(image.headers.get('Content-Encoding')).toBeNull();
    expect(await bytes(image)).toEqual(photo);
  });

  it('answers a revalidation by tag, or by date while the file is no newer, with 304 and no body', async () => {
    const app = builtSite();
    for (const [path, encoding] of [
      ['/cables/hdmi', 'identity'],
      ['/', 'gzip'],
      ['/', 'br'],
      ['/_astro/page.js', 'br'],
      ['/photo.png', 'gzip, br'],
    ] as const) {
      const first = await app.request(path, { headers: { 'Accept-Encoding': encoding } });
      const tag = first.headers.get('ETag');
      expect(tag, path).toMatch(/^(W\/)?"[^"]+"$/);
      expect(Date.parse(first.headers.get('Last-Modified') ?? ''), path).toBeLessThanOrEqual(Date.now());
      const again = await app.request(path, { headers: { 'Accept-Encoding': encoding, 'If-None-Match': tag ?? '' } });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
      expect(again.headers.get('ETag'), path).toBe(tag);
      const changed = await app.request(path, { headers: { 'Accept-Encoding': encoding, 'If-None-Match': '"other"' } });
      expect(changed.status, path).toBe(200);
      // By date, as a CDN that keeps no tags asks: unchanged since the date it has, or newer.
      const modified = first.headers.get('Last-Modified') ?? '';
      const since = (date: string) =>
        app.request(path, { headers: { 'Accept-Encoding': encoding, 'If-Modified-Since': date } });
      const unchanged = await since(modified);
      expect(unchanged.status, path).toBe(304);
      expect(await unchanged.text(), path).toBe('');
      expect(unchanged.headers.get('ETag'), path).toBe(tag);
      expect(unchanged.headers.get('Last-Modified'), path).toBe(modified);
      expect((await since(new Date(Date.parse(modified) - 1000).toUTCString())).status, path).toBe(200);
    }
    const now = new Date().toUTCString();
    expect((await app.request('/no/such/page', { headers: { 'If-Modified-Since': now } })).status).toBe(404);
  });

  it('sends strong tags for stored bytes, one per encoding', async () => {
    const app = builtSite();
    const tagFor = async (encoding: string) =>
      (await app.request('/_astro/page.js', { headers: { 'Accept-Encoding': encoding } })).headers.get('ETag');
    const tags = [await tagFor('br'), await tagFor('gzip'), await tagFor('identity')];
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    expect(new Set(tags).size).toBe(3);
  });

  it('sends a part of a large file when asked for a range', async () => {
    const app = builtSite();
    const part = await app.request('/photo.png', { headers: { Range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 1000-1999/${photo.length}`);
    expect(await bytes(part)).toEqual(photo.subarray(1000, 2000));
    const beyond = await app.request('/photo.png', { headers: { Range: `bytes=${photo.length}-` } });
    expect(beyond.status).toBe(416);
  });

  it('applies the redirect rules when no file answers, and never sends a part of the not-found page', async () => {
    const app = builtSite();
    const moved = await app.request('/item?id=AV-1');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('Location')).toBe('/item/AV-1');
    const missing = await app.request('/no/such/page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>Not found</h1>');
    const ranged = await app.request('/no/such/file.pdf', { headers: { Range: 'bytes=0-3' } });
    expect(ranged.status).toBe(404);
    expect(ranged.headers.get('Content-Range')).toBeNull();
  });

  it('answers the slashed form of an address with a 301 to the canonical one, query kept', async () => {
    const app = builtSite();
    const canonical = {
      '/cables/hdmi/': '/cables/hdmi',
      '/cables/hdmi/?sort=title&page=2': '/cables/hdmi?sort=title&page=2',
      '/cables//': '/cables',
      '//cables/hdmi/': '/cables/hdmi',
    };
    for (const [path, location] of Object.entries(canonical)) {
      const answer = await app.request(path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get('Location'), path).toBe(location);
    }
    expect((await app.request('/cables/hdmi')).status).toBe(200);
    expect((await app.request('/')).status).toBe(200);
    // A forced rule still answers in one step; an address that is no page is not sent anywhere.
    expect((await app.request('/item/?id=AV-1')).headers.get('Location')).toBe('/item/AV-1');
    expect((await app.request('/no/such/page/')).status).toBe(404);
  });

  it("never serves the build's control files, nor a stored copy at an address of its own", async () => {
    const app = builtSite();
    for (const path of [
      '/_headers',
      '/_redirects',
      '/_headers/',
      '/%5Fredirects',
      '/_redirects.html',
      '/index.html.br',
      '/_astro/page.js.gz',
    ]) {
      const answer = await app.request(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).toBe('<h1>Not found</h1>');
    }
  });
});

/** Build folders and the link to the live one, laid out as a publish lays them out. */
function publishedBuilds(prefix: string) {
  const parent = mkdtempSync(join(tmpdir(), prefix));
  const link = join(parent, 'dist');
  const build = (name: string, text: string) => {
    const dir = join(parent, name);
    mkdirSync(dir);
    writeFileSync(join(dir, 'index.html'), text);
    writeFileSync(join(dir, '_redirects'), `/old-${name}  /  301\n`);
    return dir;
  };
  /** Points the link at `dir` in one step, as a publish's switch does. */
  const switchTo = (dir: string) => {
    symlinkSync(dir, `${link}.next`);
    renameSync(`${link}.next`, link);
  };
  return { link, build, switchTo };
}

describe('a published site (a link to the live build)', () => {
  it('follows the link to a new build without a restart and never mixes two builds', async () => {
    const { link, build, switchTo } = publishedBuilds('published-');
    switchTo(build('one', 'first build'));
    const app = new Hono();
    app.use('*', new StaticSite(link).handler());
    expect(await (await app.request('/')).text()).toBe('first build');
    switchTo(build('two', 'second build'));
    // The link is looked at again at most once a second.
    await expect
      .poll(async () => (await app.request('/')).text(), { interval: 300, timeout: 5000 })
      .toBe('second build');
  });

  it('switches to the files and rules of a build read before the switch, and only for that build', async () => {
    const { link, build, switchTo } = publishedBuilds('prepared-');
    switchTo(build('one', 'first build'));
    const site = new StaticSite(link);
    const app = new Hono().use('*', site.handler());
    const two = build('two', 'second build');
    site.prepare(readSiteFiles(two)!);
    // Written after the read: what is served is what was read, not the folder read again.
    writeFileSync(join(two, 'late.html'), 'written late');
    switchTo(two);
    site.reload();
    expect(await (await app.request('/')).text()).toBe('second build');
    expect((await app.request('/old-two')).headers.get('Location')).toBe('/');
    expect((await app.request('/late')).status).toBe(404);
    // Read for a build the link does not point at: the folder linked is read instead.
    site.prepare(readSiteFiles(build('three', 'third build'))!);
    site.reload();
    expect((await app.request('/late')).status).toBe(200);
  });

  it('keeps the files it read when told the same build is live again (a publish that changed nothing)', async () => {
    const { link, build, switchTo } = publishedBuilds('same-build-');
    const one = build('one', 'first build');
    switchTo(one);
    const site = new StaticSite(link);
    const app = new Hono().use('*', site.handler());
    writeFileSync(join(one, 'late.html'), 'written late');
    site.reload();
    expect(await (await app.request('/')).text()).toBe('first build');
    expect((await app.request('/late')).status).toBe(404);
    // Another build is read afresh.
    switchTo(build('two', 'second build'));
    site.reload();
    expect(await (await app.request('/')).text()).toBe('second build');
  });

  it("keeps a page's validator when a publish writes the same bytes again, and changes it with the bytes", async () => {
    const root = mkdtempSync(join(tmpdir(), 'site-tags-'));
    writeFileSync(join(root, 'index.html'), homePage);
    const app = new Hono();
    app.use('*', new StaticSite(root).handler());
    const tagOf = async () =>
      (await app.request('/', { headers: { 'Accept-Encoding': 'identity' } })).headers.get('ETag');
    const first = await tagOf();
    // The next build's own copy of an unchanged page: same bytes, a new file and a new time.
    writeFileSync(join(root, 'index.next.html'), homePage);
    utimesSync(join(root, 'index.next.html'), new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
    renameSync(join(root, 'index.next.html'), join(root, 'index.html'));
    expect(await tagOf()).toBe(first);
    const revalidated = await app.request('/', {
      headers: { 'Accept-Encoding': 'identity', 'If-None-Match': first ?? '' },
    });
    expect(revalidated.status).toBe(304);
    writeFileSync(join(root, 'index.html'), `${homePage}<p>Edited</p>`);
    expect(await tagOf()).not.toBe(first);
  });
});
