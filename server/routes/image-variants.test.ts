import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { sql } from '../db/index.ts';
import { makeVariants, variantFile } from '../files/variants.ts';
import { issueFields, startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
let photos: string[];
beforeAll(async () => {
  server = await startTestServer({ products: 40 });
  const { rows } = await sql<{ image1: string }>`
    SELECT DISTINCT image1 FROM products WHERE image1 IS NOT NULL ORDER BY image1 LIMIT 2`.execute(server.db);
  photos = rows.map((row) => String(row.image1));
});
afterAll(() => server.close());

const get = (path: string) => fetch(`${server.baseUrl}${path}`);
const dataDir = () => server.config.dataDir;

describe('image variants under /uploads', () => {
  it('serves the variants the publish made, in AVIF and WebP at the asked width, with their type', async () => {
    const [photo = ''] = photos;
    expect(photo).toMatch(/^\/uploads\/products\/\w+\.jpg$/);
    expect(await makeVariants(dataDir(), photo)).toEqual({ made: 6, copied: 0, kept: 0 });
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
    ] as const) {
      const answer = await get(`${photo}?w=360&fm=${format}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(type);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const body = Buffer.from(await answer.arrayBuffer());
      expect(body).toEqual(readFileSync(variantFile(dataDir(), photo, 360, format) ?? ''));
      const meta = await sharp(body).metadata();
      expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height]).toEqual([format, 360, 270]);
    }
    const original = await get(photo);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers 404 at once, encoding nothing, for a variant the publish did not make', async () => {
    const [, unmade = ''] = photos;
    const variants = join(dataDir(), 'variants');
    const before = existsSync(variants) ? readdirSync(variants, { recursive: true }).length : 0;
    const answer = await get(`${unmade}?w=720&fm=avif`);
    expect(answer.status).toBe(404);
    expect(issueFields(await answer.json())).toEqual(['path']);
    expect(existsSync(variantFile(dataDir(), unmade, 720, 'avif') ?? '')).toBe(false);
    expect(existsSync(variants) ? readdirSync(variants, { recursive: true }).length : 0).toBe(before);
  });

  it('answers 404 naming the field for a width or format that does not exist, or a drawing', async () => {
    const [photo = ''] = photos;
    const width = await get(`${photo}?w=500&fm=avif`);
    expect(width.status).toBe(404);
    expect(issueFields(await width.json())).toEqual(['w']);
    const format = await get(`${photo}?w=360&fm=gif`);
    expect(format.status).toBe(404);
    expect(issueFields(await format.json())).toEqual(['fm']);
    const drawing = await get('/uploads/diagrams/x.svg?w=360&fm=webp');
    expect(drawing.status).toBe(404);
    expect(issueFields(await drawing.json())).toEqual(['path']);
  });

  it('never reads outside the uploads folder, and a missing photo is not found', async () => {
    expect((await get('/uploads/%2e%2e/catalog.db.jpg?w=360&fm=webp')).status).toBe(404);
    expect((await get('/uploads/products/none.jpg?w=360&fm=webp')).status).toBe(404);
  });
});

describe('makeVariants', () => {
  const png = (background: string) =>
    sharp({ create: { width: 800, height: 600, channels: 3, background } })
      .png()
      .toBuffer();

  it('makes a replaced photo again, keeps fresh variants, and takes a real PNG upload the same way', async () => {
    const photo = '/uploads/products/site-photo.png';
    const file = join(dataDir(), photo);
    writeFileSync(file, await png('#c00'));
    expect(await makeVariants(dataDir(), photo)).toEqual({ made: 6, copied: 0, kept: 0 });
    const variant = variantFile(dataDir(), photo, 720, 'webp') ?? '';
    expect((await sharp(readFileSync(variant)).stats()).dominant).toMatchObject({ r: 200 });
    const madeAt = statSync(variant).mtimeMs;
    expect(await makeVariants(dataDir(), photo)).toEqual({ made: 0, copied: 0, kept: 6 });
    expect(statSync(variant).mtimeMs).toBe(madeAt);
    writeFileSync(file, await png('#00c'));
    expect(await makeVariants(dataDir(), photo)).toEqual({ made: 6, copied: 0, kept: 0 });
    expect((await sharp(readFileSync(variant)).stats()).dominant).toMatchObject({ b: 200 });
  });

  it('copies the encodes of a photo it has seen before, in another data folder, from its cache', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'variant-cache-'));
    const photo = '/uploads/products/cached.png';
    writeFileSync(join(dataDir(), photo), await png('#0c0'));
    expect(await makeVariants(dataDir(), photo, cache)).toEqual({ made: 6, copied: 0, kept: 0 });
    expect(readdirSync(cache)).toHaveLength(6);
    const other = mkdtempSync(join(tmpdir(), 'variant-data-'));
    mkdirSync(join(other, 'uploads', 'products'), { recursive: true });
    copyFileSync(join(dataDir(), photo), join(other, photo));
    expect(await makeVariants(other, photo, cache)).toEqual({ made: 0, copied: 6, kept: 0 });
    expect(readFileSync(variantFile(other, photo, 1200, 'avif') ?? '')).toEqual(
      readFileSync(variantFile(dataDir(), photo, 1200, 'avif') ?? ''),
    );
  });

  it('names no photo outside the uploads, nor one that is not there', async () => {
    expect(variantFile(dataDir(), '/uploads/../catalog.jpg', 360, 'webp')).toBeUndefined();
    expect(await makeVariants(dataDir(), '/uploads/products/none.jpg')).toEqual({ missing: true });
  });
});
