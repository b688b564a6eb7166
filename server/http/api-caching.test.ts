import { sql } from '../db/index.ts';
import { contractClient, startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
let api: ReturnType<typeof contractClient>;
let token: string;
let sku: string;
beforeAll(async () => {
  server = await startTestServer({ products: 40 });
  api = contractClient(server.baseUrl);
  token = (await api.call('Login', { Email: 'dealer', Password: 'Demo1234' })).token;
  const { rows } = await sql<{ sku: string }>`SELECT sku FROM products
    WHERE subcategory_id IS NOT NULL LIMIT 1`.execute(server.db);
  sku = String(rows[0]?.sku);
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${path}`, { headers });
const blogId = async () => {
  const { rows } = await sql<{ pkblogid: number }>`SELECT pkblogid FROM blogs LIMIT 1`.execute(server.db);
  return String(rows[0]?.pkblogid);
};

describe('caching of API answers', () => {
  it('lets browsers and the CDN keep anonymous catalogue reads a minute, and revalidate them with a 304', async () => {
    for (const path of [
      '/api/Home/GetAllProducts',
      '/api/Home/GetNewProducts',
      `/api/Home/GetFAQ?sku=${encodeURIComponent(sku)}`,
      `/api/blog/${await blogId()}`,
    ]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toBe('public, max-age=60');
      expect(first.headers.get('vary'), path).toContain('Authorization');
      const tag = first.headers.get('etag') ?? '';
      expect(tag, path).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await get(path, { 'If-None-Match': tag });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
      expect(again.headers.get('cache-control'), path).toBe('public, max-age=60');
    }
  });

  it('lets search answers be kept a minute too, untagged (each keystroke asks anew)', async () => {
    const answer = await get('/api/Home/SearchProducts?term=hdmi');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.headers.get('vary')).toContain('Authorization');
    expect(answer.headers.get('etag')).toBeNull();
    const signedIn = await get('/api/Home/SearchProducts?term=hdmi', { Authorization: `Bearer ${token}` });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never lets a call with a token, a POST, a price call or an error be stored', async () => {
    const signedIn = await get('/api/Home/GetAllProducts', { Authorization: `Bearer ${token}` });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('etag')).toBeNull();
    const detail = await api.send('GetItemDetail', { skuid: sku });
    const prices = await api.send('GetItemPrices', { skuids: [sku] }, token);
    const captcha = await get('/api/Home/ValidateCaptcha?captcha=x');
    const invalid = await get('/api/Home/GetFAQ');
    for (const [name, answer] of [
      ['GetItemDetail', detail],
      ['GetItemPrices', prices],
      ['ValidateCaptcha', captcha],
      ['GetFAQ without a sku', invalid],
    ] as const) {
      expect(answer.headers.get('cache-control'), name).toBe('private, no-store');
    }
    expect(prices.status).toBe(200);
    expect(invalid.status).toBe(400);
  });
});
