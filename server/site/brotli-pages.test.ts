import { Hono } from 'hono';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsBrotli, brotliPages } from './brotli-pages.ts';

const page = '<p>A product page.</p>'.repeat(100);

/** The build's other text files, with the types the static server gives them. */
const texts = [
  ['/sitemap-0.xml', 'application/xml'],
  ['/blog/rss.xml', 'application/rss+xml'],
  ['/data/facets.json', 'application/json'],
  ['/robots.txt', 'text/plain; charset=utf-8'],
] as const;

/** Files as the static server sends them: with their length. */
function site(headers: Record<string, string> = {}) {
  const file = (body: string, type: string, more: Record<string, string> = {}) => ({
    'Content-Type': type,
    'Content-Length': String(Buffer.byteLength(body)),
    ...more,
  });
  const app = new Hono();
  app.use('*', brotliPages());
  app.get('/page', (c) => c.body(page, 200, file(page, 'text/html; charset=utf-8', { ETag: '"v1"', ...headers })));
  for (const [path, type] of texts) app.get(path, (c) => c.body(page, 200, file(page, type)));
  app.get('/photo', (c) => c.body(page, 200, file(page, 'image/png')));
  app.get('/short', (c) => c.body('<p>Short.</p>', 200, file('<p>Short.</p>', 'text/html')));
  return app;
}

describe('acceptsBrotli', () => {
  it('takes the name br from the list, in any case, and nothing else', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('BR')).toBe(true);
    expect(acceptsBrotli('br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip, brotli')).toBe(false);
    expect(acceptsBrotli('')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  it('reads only the start of an overlong header', () => {
    expect(acceptsBrotli(`${'x, '.repeat(5_000)}br`)).toBe(false);
  });
});

describe('brotliPages', () => {
  it('sends a page with Brotli, its length and a weak tag, to a browser that takes it', async () => {
    const answer = await site().request('/page', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(answer.headers.get('Content-Encoding')).toBe('br');
    expect(answer.headers.get('ETag')).toBe('W/"v1"');
    expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await answer.arrayBuffer());
    expect(body.length).toBeLessThan(page.length / 10);
    expect(Number(answer.headers.get('Content-Length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it('sends the feeds, sitemaps, data files and robots.txt with Brotli too', async () => {
    for (const [path] of texts) {
      const answer = await site().request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(answer.headers.get('Content-Encoding'), path).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString(), path).toBe(page);
    }
  });

  it('leaves alone what it must not or need not compress', async () => {
    const app = site();
    const plain = async (path: string, init: RequestInit = {}) => {
      const answer = await app.request(path, init);
      expect(answer.headers.get('Content-Encoding'), path).toBeNull();
      return answer;
    };
    expect(await (await plain('/page', { headers: { 'Accept-Encoding': 'gzip' } })).text()).toBe(page);
    await plain('/page', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    await plain('/photo', { headers: { 'Accept-Encoding': 'br' } });
    await plain('/short', { headers: { 'Accept-Encoding': 'br' } });
    const kept = site({ 'Cache-Control': 'public, no-transform' });
    const answer = await kept.request('/page', { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.headers.get('Content-Encoding')).toBeNull();
    expect(answer.headers.get('ETag')).toBe('"v1"');
  });
});
