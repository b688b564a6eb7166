import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pagePathOfRendered } from '../src/lib/sitemap.ts';
import { outDir } from './support/env.ts';
import { sitemapAddresses } from './support/sitemap.ts';

test('every address of the sitemap answers 200 with a title and a description', async ({ request }) => {
  test.setTimeout(300_000);
  const paths = (await sitemapAddresses(request)).map((loc) => new URL(loc).pathname);
  expect(paths).toContain('/');
  expect(paths.some((path) => path.startsWith('/item/'))).toBe(true);
  expect(paths).not.toContain('/pages/404');

  const failures: string[] = [];
  for (let start = 0; start < paths.length; start += 16) {
    await Promise.all(
      paths.slice(start, start + 16).map(async (path) => {
        const response = await request.get(path, { maxRedirects: 0 });
        const html = await response.text();
        if (response.status() !== 200) failures.push(`${path}: status ${response.status()}`);
        else if (!/<title>[^<]+<\/title>/.test(html)) failures.push(`${path}: no title`);
        else if (!/<meta name="description" content="[^"]+"/.test(html)) failures.push(`${path}: no description`);
        else if (/<meta name="robots" content="noindex"/.test(html))
          failures.push(`${path}: noindex page in the sitemap`);
      }),
    );
  }
  expect(failures).toEqual([]);
});

test('robots.txt points crawlers at the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap-index\.xml$/m);
});

test('every address of the sitemap but the home page is linked from another page, as a crawler finds it', () => {
  // The built files, read from disk: thousands of pages cost seconds this way, minutes over HTTP.
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
  const xml = files.filter((name) => /^sitemap-\d+\.xml$/.test(name));
  const listed = xml.flatMap((name) =>
    [...readFileSync(join(outDir, name), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc = '']) => new URL(loc).pathname,
    ),
  );
  expect(listed.length).toBeGreaterThan(100);
  const linked = new Set<string>();
  for (const name of files.filter((file) => file.endsWith('.html'))) {
    const page = pagePathOfRendered(`/${name}`);
    for (const [, href = ''] of readFileSync(join(outDir, name), 'utf8').matchAll(/<a\s[^>]*?href="([^"]+)"/g)) {
      const target = new URL(href.replaceAll('&amp;', '&'), `https://site${page}`);
      if (target.host === 'site' && target.pathname !== page) linked.add(decodeURIComponent(target.pathname));
    }
  }
  expect(listed.filter((path) => path !== '/' && !linked.has(decodeURIComponent(path)))).toEqual([]);
});
