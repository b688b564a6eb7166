import { expect, test, type Page } from '@playwright/test';
import { plainProductSku } from './support/catalog-db.ts';
import { signInThroughModal, stockedItem } from './support/shop.ts';

/**
 * Screenshot comparison of the main templates at a laptop and a phone width, so a change that
 * breaks a layout is seen. Baselines live beside this file; regenerate them with
 * `npx playwright test e2e/visual.spec.ts --update-snapshots` after an intended change of look.
 */

const widths = [1366, 390] as const;

/** Waits until the page has settled: every image loaded (lazy ones too, for a full-page picture), fonts in. */
async function settle(page: Page): Promise<void> {
  // Sections below the fold skip rendering until scrolled to; a full-page picture needs them drawn.
  await page.addStyleTag({ content: '.below-fold { content-visibility: visible !important; }' });
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('img')) img.loading = 'eager';
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].filter((img) => !img.complete).length), {
      message: 'images still loading',
    })
    .toBe(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function shoot(page: Page, name: string, mask: string[] = []): Promise<void> {
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: mask.map((selector) => page.locator(selector)),
    maxDiffPixelRatio: 0.01,
  });
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('home', async ({ page }) => {
      await page.goto('/');
      // The carousel turns by itself; its frame and the rest of the page are compared.
      await shoot(page, `home-${width}`, ['[data-banner-carousel]']);
    });

    test('category', async ({ page }) => {
      await page.goto('/cables');
      await shoot(page, `category-${width}`);
    });

    test('item', async ({ page }) => {
      await page.goto(`/item/${await plainProductSku()}`);
      await shoot(page, `item-${width}`);
    });

    test('search', async ({ page }) => {
      await page.goto('/search/hdmi');
      await expect(page.getByRole('main').getByRole('link', { name: /MPN:/ }).first()).toBeVisible();
      await shoot(page, `search-${width}`);
    });

    test('support', async ({ page }) => {
      await page.goto('/support');
      await shoot(page, `support-${width}`);
    });

    test('blog', async ({ page }) => {
      await page.goto('/blog');
      await shoot(page, `blog-${width}`);
    });

    test('partners', async ({ page }) => {
      // Without map tiles the page shows its static fallback, the same on every run.
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
      await page.goto('/partners');
      // The map loads when it comes into view; the picture shows what a visitor sees there then.
      await page.getByRole('region', { name: 'Map of our headquarters' }).scrollIntoViewIfNeeded();
      await expect(page.getByText('The map could not load.')).toBeVisible();
      await shoot(page, `partners-${width}`);
    });

    test('cart', async ({ page }) => {
      const item = await stockedItem(2);
      await signInThroughModal(page, 'dealer');
      await page.goto(`/item/${item.sku}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.goto('/secure/cart');
      await expect(page.getByRole('region', { name: 'Shipping' })).toBeVisible();
      // Toasts come and go on their own timer.
      await shoot(page, `cart-${width}`, ['.toast']);
    });
  });
}
