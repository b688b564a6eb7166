import { expect, test } from '@playwright/test';
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
