import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './support/env.ts';
import { plainProductSku, productWhere } from './support/catalog-db.ts';
import { samplesFor } from './support/samples.ts';

const isProduct = (data: unknown) =>
  typeof data === 'object' && data !== null && Reflect.get(data, '@type') === 'Product';
const tabs = (page: Page) => page.getByRole('tablist', { name: /details$/ }).getByRole('tab');

test('item tabs switch by mouse and keyboard, with one panel shown at a time', async ({ page }) => {
  const { richItem } = await samplesFor(baseURL);
  await page.goto(`/item/${richItem}`);
  await expect(tabs(page)).toHaveText([
    'Overview',
    'Specs',
    'Video',
    'FAQ',
    'Diagram',
    'Panel',
    'Downloads',
    'Inquire Product',
  ]);
  const overview = page.getByRole('tab', { name: 'Overview' });
  await expect(overview).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();

  await page.getByRole('tab', { name: 'Specs' }).click();
  await expect(page.getByRole('tab', { name: 'Specs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: 'Specs' }).getByRole('table')).toBeVisible();

  await page.getByRole('tab', { name: 'Specs' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Video' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Video' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Inquire Product' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Inquire Product' })).toHaveAttribute('tabindex', '0');
  await expect(overview).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowRight');
  await expect(overview).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Home');
  await expect(overview).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'FAQ' }).click();
  const faq = page.getByRole('tabpanel', { name: 'FAQ' });
  await expect(
    faq.getByRole('region', { name: 'Frequently asked questions' }).getByRole('heading').first(),
  ).toBeVisible();
  await expect(faq).not.toContainText('Internal');
});

test('tabs without content are absent from the page', async ({ page }) => {
  await page.goto(`/item/${await plainProductSku()}`);
  await expect(tabs(page)).toHaveText(['Overview', 'Specs', 'FAQ', 'Inquire Product']);
  for (const absent of ['video', 'diagram', 'panel', 'downloads']) {
    await expect(page.locator(`#item-tabs-panel-${absent}, #item-tabs-tab-${absent}`)).toHaveCount(0);
  }
});

test('the Inquire button opens the Inquire Product tab; the main image opens an enlarged viewer', async ({ page }) => {
  const { richItem } = await samplesFor(baseURL);
  await page.goto(`/item/${richItem}`);
  await page.getByRole('link', { name: 'Inquire', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Inquire Product' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Inquire Product' })).toBeInViewport();
  await expect(page.locator('#inquire-form')).toBeAttached();

  await expect(page.locator('#price-panel')).toBeAttached();
  await page.getByRole('link', { name: 'Enlarge image' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
});

test('the item page carries product structured data without prices', async ({ page }) => {
  const { richItem } = await samplesFor(baseURL);
  await page.goto(`/item/${richItem}`);
  // The page's other structured data (its breadcrumb trail) is checked in structured-data.spec.ts.
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const json: unknown = blocks.map((text): unknown => JSON.parse(text)).find((data) => isProduct(data));
  expect(json).toMatchObject({ '@type': 'Product', sku: richItem, mpn: richItem });
  expect(json).not.toHaveProperty('offers');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/item/${richItem}$`));
  await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /\S/);
});

test('thumbnails show only when image1 and another image exist', async ({ page }) => {
  const thumbnails = page.getByRole('link', { name: /, image \d of \d$/ });
  const three = await productWhere('p.image1 IS NOT NULL AND p.image2 IS NOT NULL AND p.image3 IS NOT NULL');
  await page.goto(`/item/${three.sku}`);
  await expect(thumbnails).toHaveCount(3);
  await page.goto(
    `/item/${(await productWhere('p.image1 IS NOT NULL AND p.image2 IS NULL AND p.image3 IS NULL')).sku}`,
  );
  await expect(page.getByRole('link', { name: 'Enlarge image' })).toBeVisible();
  await expect(thumbnails).toHaveCount(0);
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`in a ${viewport.width}×${viewport.height} window`, () => {
    test.use({ viewport });

    test('a thumbnail opens the enlarged viewer, which fits the window, closes with Escape and gives focus back', async ({
      page,
    }) => {
      const product = await productWhere('p.image1 IS NOT NULL AND p.image2 IS NOT NULL AND p.image3 IS NOT NULL');
      await page.goto(`/item/${product.sku}`);
      const thumbnail = page.getByRole('link', { name: `${product.title}, image 2 of 3` });
      const viewer = page.getByRole('dialog', { name: `${product.title} image viewer` });
      const enlarged = viewer.getByRole('img', { name: `${product.title}, image 2 of 3` });
      const main = page.getByRole('link', { name: 'Enlarge image' }).getByRole('img');
      const mainSource = await main.evaluate((img: HTMLImageElement) => img.currentSrc);

      await thumbnail.click();
      await expect(viewer).toBeVisible();
      // The picture shown is the thumbnail's, fully decoded, and the page's main image stays as it was.
      await expect
        .poll(() => enlarged.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await enlarged.getAttribute('src')).toBe(await thumbnail.getAttribute('href'));
      expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(mainSource);
      const box = await enlarged.boundingBox();
      expect(box).not.toBeNull();
      if (box) {
        expect(box.y, 'top of the enlarged image').toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, 'bottom of the enlarged image').toBeLessThanOrEqual(viewport.height);
        expect(box.x + box.width, 'right edge of the enlarged image').toBeLessThanOrEqual(viewport.width);
      }
      await expect(viewer.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(thumbnail).toBeFocused();

      // By keyboard: Enter on a thumbnail opens it, the Close button closes it.
      const third = page.getByRole('link', { name: `${product.title}, image 3 of 3` });
      await third.focus();
      await page.keyboard.press('Enter');
      await expect(viewer.getByRole('img', { name: `${product.title}, image 3 of 3` })).toBeVisible();
      await viewer.getByRole('button', { name: 'Close' }).press('Enter');
      await expect(viewer).toBeHidden();
      await expect(third).toBeFocused();
    });

    test('the main image opens the viewer within the window', async ({ page }) => {
      const { richItem } = await samplesFor(baseURL);
      await page.goto(`/item/${richItem}`);
      await page.getByRole('link', { name: 'Enlarge image' }).click();
      const viewer = page.getByRole('dialog');
      await expect(viewer).toBeInViewport({ ratio: 1 });
      await expect(viewer.getByRole('img')).toBeInViewport({ ratio: 1 });
    });
  });
}

test('the New sticker and the 4K, 8K and TAA badges follow the product', async ({ page }) => {
  const badges = page.getByRole('list', { name: 'Certifications' }).getByRole('listitem');
  const eightK = await productWhere("p.hd4k AND NOT p.is_taa AND p.title ILIKE '%8K%'");
  await page.goto(`/item/${eightK.sku}`);
  await expect(badges).toHaveText(['8K']);
  const marked = await productWhere("p.is_new AND p.hd4k AND p.is_taa AND p.title NOT ILIKE '%8K%'");
  await page.goto(`/item/${marked.sku}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${marked.title} New`);
  await expect(badges).toHaveText(['4K', 'TAA']);
  const plain = await productWhere('NOT p.is_new AND NOT p.hd4k AND NOT p.is_taa');
  await page.goto(`/item/${plain.sku}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain.title);
  await expect(badges).toHaveCount(0);
});
