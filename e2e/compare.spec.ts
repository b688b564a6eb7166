import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { compareUrl } from '../src/features/compare/compare.ts';
import { baseURL } from './support/env.ts';
import { partsMoved } from './support/layout-shifts.ts';
import { stockedItems, usd, withCatalogDb } from './support/shop.ts';
import { signInBeforeLoad } from './support/visitor.ts';

/** A listing of like products (the demo's HDBaseT extenders), so some spec rows are the same. */
const listing = '/extenders/hdbaset';
const widths = [1366, 390] as const;

const compareButtons = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Compare / });
const tray = (page: Page) => page.getByRole('complementary', { name: /^Compare/ });
const titleOf = async (button: Locator) => ((await button.getAttribute('data-compare-title')) ?? '').trim();

/** Presses the first `count` Compare buttons of the page; returns the products' titles. */
async function pick(page: Page, count: number): Promise<string[]> {
  const titles: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const button = compareButtons(page).nth(index);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    titles.push(await titleOf(button));
  }
  return titles;
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 768 } });

    test('three products picked from a listing are compared, shown by their differences, and shared', async ({
      page,
      browser,
    }) => {
      await page.goto(listing);
      const titles = await pick(page, 3);
      await expect(tray(page).getByRole('listitem')).toHaveText(titles);

      await tray(page).getByRole('link', { name: 'Compare 3 products' }).click();
      await expect(page).toHaveURL(/\/compare\?skus=[^,]+,[^,]+,[^,]+$/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const products = page.getByRole('main').getByRole('region');
      await expect(products.getByRole('heading', { level: 2 })).toHaveText(titles);
      if (width === 390) {
        // Two side by side; the third is a swipe (or Next) away, even before the carousel has loaded.
        const third = page.getByRole('link', { name: titles[2] });
        await expect(page.getByRole('link', { name: titles[1] })).toBeInViewport();
        await expect(third).not.toBeInViewport();
        await page.getByRole('button', { name: 'Next products' }).click();
        await expect(third).toBeInViewport();
      }

      // Each product lists every row; the rows that tell them apart say so in words.
      const first = products.filter({ has: page.getByRole('link', { name: titles[0] }) });
      const rows = await first.getByRole('term').count();
      const differing = await first.getByRole('term').filter({ hasText: '(differs)' }).count();
      expect(differing, 'rows in which the products differ').toBeGreaterThan(0);
      expect(differing, 'rows in which the products are alike').toBeLessThan(rows);
      await expect(page.getByText('≠ Differs')).toHaveCount(differing);
      await expect(page.getByText(`${differing} of ${rows} rows differ.`)).toBeVisible();

      const onlyDifferences = page.getByRole('switch', { name: 'Show only differences' });
      await onlyDifferences.check();
      await expect(first.getByRole('term')).toHaveCount(differing);
      await onlyDifferences.uncheck();
      await expect(first.getByRole('term')).toHaveCount(rows);

      // The address alone shows the same comparison in a browser that never picked anything.
      const shared = page.url();
      const fresh = await browser.newContext({ viewport: { width, height: 844 } });
      const other = await fresh.newPage();
      await other.goto(shared);
      await expect(other.getByRole('main').getByRole('region').getByRole('heading', { level: 2 })).toHaveText(titles);
      await expect(other.getByText(`${differing} of ${rows} rows differ.`)).toBeVisible();
      await expect(tray(other)).toHaveCount(0);
      const axe = await new AxeBuilder({ page: other }).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      await fresh.close();
    });
  });
}

for (const width of widths) {
  test(`a signed-in dealer's prices and buttons come into room kept for them at ${width} px, moving no row`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    const items = await withCatalogDb((db) => stockedItems(db, 2, 3));
    await signInBeforeLoad(page, baseURL);
    // One product, as a product page's Compare opens it, and three side by side.
    for (const shown of [items.slice(0, 1), items]) {
      await page.goto(compareUrl(shown.map((item) => item.sku)));
      for (const item of shown)
        await expect(
          page.getByRole('region', { name: item.title }).getByRole('button', { name: /^Add to cart/ }),
        ).toBeVisible();
      expect(await partsMoved(page, '.compare-sheet'), `${shown.length} product(s)`).toEqual([]);
    }
  });
}

test('a fifth product is refused with a message; the tray removes one, then clears them all', async ({ page }) => {
  await page.goto(listing);
  const titles = await pick(page, 4);
  const fifth = compareButtons(page).nth(4);
  await fifth.focus();
  await page.keyboard.press('Enter');
  await expect(tray(page).getByRole('alert')).toHaveText(
    'You can compare up to 4 products. Remove one to add another.',
  );
  await expect(fifth).toHaveAttribute('aria-pressed', 'false');

  await tray(page)
    .getByRole('button', { name: `Remove ${titles[1]} from compare` })
    .click();
  await expect(tray(page).getByRole('listitem')).toHaveText(titles.filter((_, index) => index !== 1));
  await expect(compareButtons(page).nth(1)).toHaveAttribute('aria-pressed', 'false');
  await expect(tray(page)).not.toContainText('You can compare up to');
  await tray(page).getByRole('button', { name: 'Clear' }).click();
  await expect(tray(page)).toBeHidden();
  await expect(compareButtons(page).nth(0)).toHaveAttribute('aria-pressed', 'false');
});

test('products picked on their pages stay picked from page to page', async ({ page }) => {
  const [one, two] = await withCatalogDb((db) => stockedItems(db, 0, 2));
  if (!one || !two) throw new Error('The catalogue has fewer than two products');
  await page.goto(`/item/${one.sku}`);
  const compareOne = page.getByRole('button', { name: `Compare ${one.title}`, exact: true });
  await compareOne.click();
  await expect(compareOne).toHaveAttribute('aria-pressed', 'true');
  await expect(tray(page)).toContainText('Pick another product to compare');

  await page.goto(`/item/${two.sku}`);
  await expect(tray(page).getByRole('listitem')).toHaveText([one.title]);
  await page.getByRole('button', { name: `Compare ${two.title}`, exact: true }).click();
  await expect(tray(page).getByRole('link', { name: 'Compare 2 products' })).toHaveAttribute(
    'href',
    compareUrl([one.sku, two.sku]),
  );
  await page.goto(`/item/${one.sku}`);
  await expect(page.getByRole('button', { name: `Compare ${one.title}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('an unknown sku in the address is named and left out; nothing named shows how to pick', async ({ page }) => {
  const [known] = await withCatalogDb((db) => stockedItems(db, 0, 1));
  if (!known) throw new Error('The catalogue has no product');
  await page.goto(compareUrl(['NO-SUCH-SKU-1', known.sku]));
  await expect(page.getByText('No product was found for NO-SUCH-SKU-1, so it is left out.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('region').getByRole('heading', { level: 2 })).toHaveText([known.title]);

  await page.getByRole('button', { name: `Remove ${known.title}` }).click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByText('Nothing to compare yet.')).toBeVisible();
});

test('a signed-in dealer sees each product’s price and stock on the compare page and adds one to the cart', async ({
  page,
}) => {
  const items = await withCatalogDb((db) => stockedItems(db, 2, 3));
  if (items.length < 3) throw new Error('The catalogue has fewer than three stocked products');
  const address = compareUrl(items.map((item) => item.sku));
  const html = await (await page.request.get(address)).text();
  for (const item of items) expect(html).not.toContain(usd(item.record.dealer));

  await signInBeforeLoad(page, baseURL);
  await page.goto(address);
  for (const item of items) {
    const product = page.getByRole('region', { name: item.title });
    await expect(product.getByText('My price')).toContainText(usd(item.record.dealer));
    await expect(product.getByText(`In stock (${item.record.stock})`)).toBeVisible();
  }
  const [first] = items;
  const product = page.getByRole('region', { name: first?.title });
  await product.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(product.getByRole('status').filter({ hasText: 'Added to cart' })).toContainText('(1 in cart)');
});
