import { expect, test } from '@playwright/test';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { feeds } from '../../src/features/content/feeds.ts';
import { baseURL, dataDir, outDir } from '../support/env.ts';

/**
 * The attack: pages were compressed with Brotli on every request and picture variants encoded on a
 * visitor's request, behind an unbounded queue, so a few connections asking for big pages or for
 * variants nobody had asked for yet slowed the whole site. Both are now made once, by the publish.
 */

/** An answer's bytes exactly as sent, still compressed (Playwright and fetch unpack them). */
function rawGet(path: string, encoding: string): Promise<{ status: number; encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(new URL(path, baseURL), { headers: { 'Accept-Encoding': encoding } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          encoding: answer.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

/** The last item page of the live build: one no other journey opens. */
function quietItemPage(): string {
  const items = readdirSync(join(outDir, 'item'))
    .filter((name) => name.endsWith('.html'))
    .sort();
  return join(outDir, 'item', items.at(-1) ?? '');
}

test('a page request does no compression work: pages, feeds and data go out as the copies the publish stored', async () => {
  const item = quietItemPage();
  const path = `/item/${item.slice(item.lastIndexOf('/') + 1, -'.html'.length)}`;
  for (const [address, file] of [
    ['/', join(outDir, 'index.html')],
    [path, item],
    ['/sitemap-0.xml', join(outDir, 'sitemap-0.xml')],
    [feeds[0].path, join(outDir, feeds[0].path)],
    ['/data/facets.json', join(outDir, 'data', 'facets.json')],
  ] as const) {
    for (const [accept, suffix, encoding] of [
      ['gzip, deflate, br', '.br', 'br'],
      ['gzip', '.gz', 'gzip'],
    ] as const) {
      const answer = await rawGet(address, accept);
      expect(answer.status, address).toBe(200);
      expect(answer.encoding, address).toBe(encoding);
      expect(answer.body.equals(readFileSync(`${file}${suffix}`)), `${address} is its stored ${suffix} copy`).toBe(
        true,
      );
    }
  }
});

test('a width or format that does not exist answers 404 at once, and nothing is encoded', async ({ request }) => {
  const html = readFileSync(quietItemPage(), 'utf8');
  const photo = /src="(\/uploads\/products\/[\w-]+\.jpg)"/.exec(html)?.[1] ?? '';
  expect(photo).not.toBe('');
  for (const query of ['w=500&fm=avif', 'w=360&fm=gif', 'w=4000&fm=webp']) {
    const answer = await request.get(`${photo}?${query}`);
    expect(answer.status(), query).toBe(404);
  }
  expect(
    readdirSync(join(dataDir, 'variants'), { recursive: true }).some((name) => String(name).includes('.500.')),
  ).toBe(false);
});

test('every variant a page names exists right after the publish, before anyone asks for it', async ({ request }) => {
  const html = readFileSync(quietItemPage(), 'utf8');
  const variants = [...html.matchAll(/(\/uploads\/[\w/-]+\.jpg)\?w=(\d+)&(?:amp;)?fm=(avif|webp)/g)].map(
    ([, photo = '', width = '', format = '']) => ({ photo, width, format }),
  );
  expect(variants.length).toBeGreaterThanOrEqual(6);
  for (const { photo, width, format } of variants) {
    const file = join(dataDir, 'variants', `${photo.slice('/uploads/'.length)}.${width}.${format}`);
    expect(existsSync(file), `${photo} ${width} ${format}`).toBe(true);
    const answer = await request.get(`${photo}?w=${width}&fm=${format}`);
    expect(answer.status()).toBe(200);
    expect((await answer.body()).equals(readFileSync(file))).toBe(true);
  }
});
