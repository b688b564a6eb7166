import { expect, test } from '@playwright/test';
import { baseURL } from './support/env.ts';
import { samplesFor } from './support/samples.ts';

const srcsetUrls = (srcset: string | null) =>
  (srcset ?? '').split(',').map((entry) => entry.trim().split(' ')[0] ?? '');

test('an item picture comes in AVIF and WebP at three widths, sized before it loads', async ({ page, request }) => {
  const { richItem } = await samplesFor(baseURL);
  await page.goto(`/item/${richItem}`);
  const main = page.locator('.gallery-main picture');
  const img = main.locator('img');
  await expect(img).toHaveAttribute('width', '600');
  await expect(img).toHaveAttribute('height', '450');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('src', /\/uploads\/products\/\w+\.jpg$/);

  for (const [format, type] of [
    ['avif', 'image/avif'],
    ['webp', 'image/webp'],
  ] as const) {
    const source = main.locator(`source[type="${type}"]`);
    await expect(source).toHaveAttribute('sizes', /540px/);
    const urls = srcsetUrls(await source.getAttribute('srcset'));
    expect(urls.map((url) => new URL(url, baseURL).search)).toEqual([
      `?w=360&fm=${format}`,
      `?w=720&fm=${format}`,
      `?w=1200&fm=${format}`,
    ]);
    for (const url of urls) {
      const answer = await request.get(url);
      expect(answer.status(), url).toBe(200);
      expect(answer.headers()['content-type'], url).toBe(type);
    }
  }
  // Chromium reads AVIF: the picture it shows is one of the AVIF variants, decoded.
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/fm=avif$/);
});

test('pictures below the fold load lazily, and every picture has its size set', async ({ page }) => {
  await page.goto('/');
  const pictures = page.locator('main img');
  expect(await pictures.count()).toBeGreaterThan(5);
  const unsized = await pictures.evaluateAll((imgs) =>
    imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML),
  );
  expect(unsized).toEqual([]);
  await expect(page.locator('.solutions img').first()).toHaveAttribute('loading', 'lazy');
  await expect(page.locator('.solutions source[type="image/avif"]').first()).toHaveAttribute('srcset', /fm=avif/);
});

test('the landing pages open on a picture of the product family', async ({ page }) => {
  for (const path of ['/flexmatrix', '/aoc', '/flexmatrix/government']) {
    await page.goto(path);
    const hero = page.locator('.landing-hero__art img');
    await expect(hero, path).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => hero.evaluate((el: HTMLImageElement) => el.naturalWidth), { message: path })
      .toBeGreaterThan(0);
    expect(await page.locator('.landing-blocks img').count(), path).toBeGreaterThan(2);
  }
});

/** The variant widths of every raster picture (see the srcset test above). */
const variantWidths = [360, 720, 1200];

for (const { width, scale } of [
  { width: 360, scale: 3 },
  { width: 412, scale: 1.75 },
]) {
  test(`a phone ${width} px wide at ${scale}× gets every kind of picture sharp and no larger than needed`, async ({
    browser,
  }) => {
    const { category, richItem } = await samplesFor(baseURL);
    const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, deviceScaleFactor: scale });
    const page = await context.newPage();
    for (const [path, selector] of [
      [category, '.card-grid .card-media img'],
      ['/work_from_home', '.promo-products img'],
      ['/', '.swiper-slide img'],
      [`/item/${richItem}`, '.gallery-main img'],
      ['/aoc', '.landing-hero__art img'],
      ['/blog', '.blog-card img'],
      ['/avsolutions', '.link-tile img'],
      ['/search/hdmi', '.search-results img'],
    ] as const) {
      await page.goto(path);
      const img = page.locator(selector).first();
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc)).toBeTruthy();
      const { shown, needed } = await img.evaluate((el: HTMLImageElement) => ({
        shown: Number(new URL(el.currentSrc).searchParams.get('w')),
        needed: el.getBoundingClientRect().width * devicePixelRatio,
      }));
      const smallestSharp = variantWidths.find((variant) => variant >= needed);
      expect(shown, `${path}: ${Math.round(needed)} device pixels wide`).toBe(smallestSharp);
    }
    await context.close();
  });
}
