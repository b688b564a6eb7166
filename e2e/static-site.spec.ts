import { expect, test } from '@playwright/test';
import { feeds } from '../src/features/content/feeds.ts';
import { plainProductSku } from './support/catalog-db.ts';

/** The built site as browsers and CDNs fetch it: validators, revalidation, parts and stored Brotli. */

test('an item page revalidated by a browser costs one 304 and no body', async ({ request }) => {
  const path = `/item/${await plainProductSku()}`;
  const first = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(first.status()).toBe(200);
  const tag = first.headers().etag ?? '';
  expect(tag).toMatch(/^(W\/)?"[^"]+"$/);
  expect(Date.parse(first.headers()['last-modified'] ?? '')).toBeLessThanOrEqual(Date.now());
  const again = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br', 'If-None-Match': tag } });
  expect(again.status()).toBe(304);
  expect((await again.body()).length).toBe(0);
});

test("scripts go out as the build's Brotli copy, with a strong tag, and in parts when asked", async ({ request }) => {
  const home = await (await request.get('/')).text();
  const script = /\/_astro\/[\w.-]+\.js/.exec(home)?.[0];
  if (!script) throw new Error('The home page loads no bundled script');
  const plain = await request.get(script, { headers: { 'Accept-Encoding': 'identity' } });
  const source = await plain.body();
  const brotli = await request.get(script, { headers: { 'Accept-Encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers().etag).toMatch(/^"[^"]+"$/);
  // Playwright unpacks what it is sent; the bytes are the script's either way.
  expect(await brotli.body()).toEqual(source);
  const revalidated = await request.get(script, {
    headers: { 'Accept-Encoding': 'br', 'If-None-Match': brotli.headers().etag ?? '' },
  });
  expect(revalidated.status()).toBe(304);
  const part = await request.get(script, { headers: { 'Accept-Encoding': 'identity', Range: 'bytes=10-19' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 10-19/${source.length}`);
  expect(await part.body()).toEqual(source.subarray(10, 20));
});

test('a page asked for with a trailing slash is sent to its one address, the query kept', async ({ request }) => {
  const sku = await plainProductSku();
  for (const [path, location] of [
    [`/item/${sku}/?ref=feed`, `/item/${sku}?ref=feed`],
    ['/blog/', '/blog'],
    ['/search/hdmi/', '/search/hdmi'],
  ] as const) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(301);
    expect(answer.headers().location, path).toBe(location);
  }
});

test('the feeds link every post at its canonical address, which answers without a redirect', async ({ request }) => {
  for (const feed of feeds) {
    const xml = await (await request.get(feed.path)).text();
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map(([, link = '']) => new URL(link).pathname);
    expect(links.length, feed.path).toBeGreaterThan(1);
    for (const path of links.filter((link) => link !== '/')) {
      expect(path, feed.path).not.toMatch(/\/$/);
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  }
});

test('feeds, the sitemap and data files go out in Brotli to a browser that takes it', async ({ request }) => {
  for (const path of ['/sitemap-0.xml', feeds[0].path, feeds[1].path, '/data/facets.json']) {
    const plain = await (await request.get(path, { headers: { 'Accept-Encoding': 'identity' } })).body();
    const packed = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(packed.headers()['content-encoding'], path).toBe('br');
    // Playwright unpacks what it is sent; the bytes are the file's either way.
    expect(await packed.body(), path).toEqual(plain);
  }
});

test('every kind of file answers a revalidation by date with a 304 while it has not changed', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const script = /\/_astro\/[\w.-]+\.js/.exec(home)?.[0];
  if (!script) throw new Error('The home page loads no bundled script');
  for (const path of [
    `/item/${await plainProductSku()}`,
    '/',
    script,
    feeds[0].path,
    '/sitemap-0.xml',
    '/robots.txt',
  ]) {
    const first = await request.get(path);
    const modified = first.headers()['last-modified'] ?? '';
    expect(Date.parse(modified), path).toBeLessThanOrEqual(Date.now());
    const again = await request.get(path, { headers: { 'If-Modified-Since': modified } });
    expect(again.status(), path).toBe(304);
    expect((await again.body()).length, path).toBe(0);
  }
});
