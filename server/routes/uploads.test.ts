import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { makeVariants } from '../files/variants.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 40 });
  // As the publish makes them for the photos its pages show.
  await makeVariants(server.dataDir, upload('products', /^[0-9a-f]{20}\.jpg$/));
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${path}`, { headers });
/** The first upload of a folder whose name matches. */
const upload = (folder: string, name: RegExp) => {
  const file = readdirSync(join(server.dataDir, 'uploads', folder)).find((entry) => name.test(entry));
  if (!file) throw new Error(`No upload in ${folder} matches ${name}`);
  return `/uploads/${folder}/${file}`;
};

/** What a browser or CDN holding `path` sees when it asks again, by tag and by date. */
async function revalidations(path: string) {
  const first = await get(path, { 'Accept-Encoding': 'identity' });
  expect(first.status, path).toBe(200);
  const tag = first.headers.get('etag') ?? '';
  const modified = first.headers.get('last-modified') ?? '';
  expect(tag, path).toMatch(/^"[^"]+"$/);
  expect(Date.parse(modified), path).toBeLessThanOrEqual(Date.now());
  const byTag = await get(path, { 'If-None-Match': tag });
  const byDate = await get(path, { 'If-Modified-Since': modified });
  const older = await get(path, { 'If-Modified-Since': new Date(Date.parse(modified) - 1000).toUTCString() });
  for (const answer of [byTag, byDate]) {
    expect(answer.status, path).toBe(304);
    expect(await answer.text(), path).toBe('');
    expect(answer.headers.get('etag'), path).toBe(tag);
  }
  expect(older.status, path).toBe(200);
  return first.headers.get('cache-control');
}

describe('uploads as a CDN caches them', () => {
  it('keeps photos named by their content for good, each variant too, and revalidates them by tag or date', async () => {
    const photo = upload('products', /^[0-9a-f]{20}\.jpg$/);
    expect(await revalidations(photo)).toBe('public, max-age=31536000, immutable');
    expect(await revalidations(`${photo}?w=360&fm=webp`)).toBe('public, max-age=31536000, immutable');
  });

  it('keeps datasheets and panel drawings briefly, then revalidates them', async () => {
    for (const path of [upload('downloads', /\.pdf$/), upload('panels', /\.svg$/)])
      expect(await revalidations(path), path).toBe('public, max-age=300, must-revalidate');
  });

  it('tags a variant by its own bytes, not by its photo', async () => {
    const photo = upload('products', /^[0-9a-f]{20}\.jpg$/);
    const tags = await Promise.all(
      [photo, `${photo}?w=360&fm=webp`, `${photo}?w=360&fm=avif`].map(async (path) =>
        (await get(path)).headers.get('etag'),
      ),
    );
    expect(new Set(tags).size).toBe(3);
  });
});
