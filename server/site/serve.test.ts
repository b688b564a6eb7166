import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, StaticSite } from './serve.ts';

function builtSite() {
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(root, 'cables'));
  mkdirSync(join(root, 'pages', '404'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<h1>Home</h1>'.repeat(200));
  writeFileSync(join(root, 'cables', 'index.html'), '<h1>Cables</h1>');
  writeFileSync(join(root, 'pages', '404', 'index.html'), '<h1>Not found</h1>');
  writeFileSync(join(root, 'logo.png'), 'png-bytes');
  mkdirSync(join(root, '_astro'));
  writeFileSync(join(root, '_astro', 'page.js'), 'console.log("plain");');
  writeFileSync(join(root, '_astro', 'page.js.gz'), gzipSync('console.log("stored copy");'));
  writeFileSync(join(root, '_redirects'), '/item  id=:id  /item/:id  301\n/*  /pages/404  404\n');
  writeFileSync(join(root, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  const app = new Hono();
  app.use('*', new StaticSite(root).handler());
  return app;
}

describe('the bundled static server', () => {
  it('serves directory pages with the _headers rules', async () => {
    const response = await builtSite().request('/cables');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>Cables</h1>');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('sends text gzipped to browsers that accept it, and plain to others', async () => {
    const app = builtSite();
    const zipped = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toContain('<h1>Home</h1>');
    const plain = await app.request('/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const image = await app.request('/logo.png', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(image.headers.get('Content-Encoding')).toBeNull();
  });

  it("sends the build's precompressed copy of a script when it has one", async () => {
    const app = builtSite();
    const zipped = await app.request('/_astro/page.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Content-Type')).toContain('javascript');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe('console.log("stored copy");');
    const plain = await app.request('/_astro/page.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(await plain.text()).toBe('console.log("plain");');
  });

  it('applies the redirect rules when no file answers', async () => {
    const app = builtSite();
    const moved = await app.request('/item?id=AV-1');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('Location')).toBe('/item/AV-1');
    const missing = await app.request('/no/such/page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>Not found</h1>');
  });

  it('reads quality values in Accept-Encoding', () => {
    expect(acceptsGzip('gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('a published site (a link to the live build)', () => {
  it('follows the link to a new build without a restart and never mixes two builds', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'published-'));
    const build = (name: string, text: string) => {
      const dir = join(parent, name);
      mkdirSync(dir);
      writeFileSync(join(dir, 'index.html'), text);
      return dir;
    };
    const link = join(parent, 'dist');
    symlinkSync(build('one', 'first build'), link);
    const app = new Hono();
    app.use('*', new StaticSite(link).handler());
    expect(await (await app.request('/')).text()).toBe('first build');
    const next = `${link}.next`;
    symlinkSync(build('two', 'second build'), next);
    renameSync(next, link);
    // The link is looked at again at most once a second.
    await expect
      .poll(async () => (await app.request('/')).text(), { interval: 300, timeout: 5000 })
      .toBe('second build');
  });
});
