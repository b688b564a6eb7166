import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { sql } from '../db/index.ts';
import { issueFields, startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
let photo: string;
beforeAll(async () => {
  server = await startTestServer({ products: 40 });
  const { rows } = await sql<{ image1: string }>`
    SELECT image1 FROM products WHERE image1 IS NOT NULL ORDER BY sku LIMIT 1`.execute(server.db);
  photo = String(rows[0]?.image1);
});
afterAll(() => server.close());

const get = (path: string) => fetch(`${server.baseUrl}${path}`);

describe('image variants under /uploads', () => {
  it('serves a product photo in AVIF and WebP at the asked width, with its type', async () => {
    expect(photo).toMatch(/^\/uploads\/products\/\w+\.jpg$/);
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
    ]) {
      const answer = await get(`${photo}?w=360&fm=${format}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(type);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height]).toEqual([format, 360, 270]);
    }
    const original = await get(photo);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
  });

  it('makes a replaced photo again, and takes a real PNG upload through the same pipeline', async () => {
    const file = join(server.config.dataDir, 'uploads', 'products', 'site-photo.png');
    writeFileSync(
      file,
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c00' } })
        .png()
        .toBuffer(),
    );
    const first = await get('/uploads/products/site-photo.png?w=720&fm=webp');
    expect((await sharp(Buffer.from(await first.arrayBuffer())).stats()).dominant).toMatchObject({ r: 200 });
    writeFileSync(
      file,
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#00c' } })
        .png()
        .toBuffer(),
    );
    const again = await get('/uploads/products/site-photo.png?w=720&fm=webp');
    expect((await sharp(Buffer.from(await again.arrayBuffer())).stats()).dominant).toMatchObject({ b: 200 });
  });

  it('answers 400 naming the field for a width or format it does not make, or a drawing', async () => {
    const width = await get(`${photo}?w=500&fm=avif`);
    expect(width.status).toBe(400);
    expect(issueFields(await width.json())).toEqual(['w']);
    const format = await get(`${photo}?w=360&fm=gif`);
    expect(issueFields(await format.json())).toEqual(['fm']);
    const drawing = await get('/uploads/diagrams/x.svg?w=360&fm=webp');
    expect(issueFields(await drawing.json())).toEqual(['path']);
  });

  it('never reads outside the uploads folder, and a missing photo is not found', async () => {
    expect((await get('/uploads/%2e%2e/catalog.db.jpg?w=360&fm=webp')).status).toBe(404);
    expect((await get('/uploads/products/none.jpg?w=360&fm=webp')).status).toBe(404);
  });
});
