import { expect, test, type Locator, type Page } from '@playwright/test';
import { changeStock } from './support/catalog-db.ts';
import { baseURL } from './support/env.ts';
import { stockedItems, usd, withCatalogDb, type StockedItem } from './support/shop.ts';
import { signInBeforeLoad } from './support/visitor.ts';

/** Products of this journey alone (far down the catalogue), since it changes their price and stock. */
async function ownItems(): Promise<StockedItem[]> {
  return (await withCatalogDb((db) => stockedItems(db, 3, 80))).slice(-4);
}

async function addToCart(page: Page, item: StockedItem): Promise<void> {
  await page.goto(`/item/${item.sku}`);
  await page
    .getByRole('region', { name: 'Price and availability' })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
}

const cartLine = (page: Page, item: StockedItem) =>
  page.getByRole('region', { name: 'Cart lines' }).getByRole('listitem').filter({ hasText: item.sku });

const textLines = (target: Locator) =>
  target.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top));
    return new Set(tops).size;
  });

const viewports = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

viewports.forEach((viewport, index) => {
  test(`the cart shows today's price and stock and says what changed at ${viewport.width} px`, async ({ page }) => {
    const item = (await ownItems())[index] as StockedItem;
    await signInBeforeLoad(page, baseURL);
    await page.setViewportSize(viewport);
    await addToCart(page, item);
    await page.goto('/secure/cart');
    const line = cartLine(page, item);
    await expect(line).toContainText(`${usd(item.record.dealer)} each`);
    await expect(line).toContainText(`${item.record.stock} in stock`);

    const newPrice = item.record.dealer + 10.5;
    const restore = await changeStock(item.sku, { dealer: newPrice, stock: 2 });
    try {
      // Shown again: the cart asks the catalogue and says what changed.
      await page.reload();
      await expect(line).toContainText(`${usd(newPrice)} each`);
      await expect(line).toContainText('2 in stock');
      const notice = page.getByRole('status').filter({ hasText: 'price changed' });
      await expect(notice).toContainText(
        `${item.title}: price changed from ${usd(item.record.dealer)} to ${usd(newPrice)}.`,
      );
      await expect(notice).toContainText(`${item.title}: 2 in stock now (was ${item.record.stock}).`);

      // Changed again while the page is open: Place Order checks first and orders nothing unseen.
      const latest = newPrice + 1;
      await changeStock(item.sku, { dealer: latest });
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(line).toContainText(`${usd(latest)} each`);
      await expect(page.getByRole('status').filter({ hasText: 'price changed' })).toContainText(
        `from ${usd(newPrice)} to ${usd(latest)}.`,
      );
      await expect(page.getByText('Your order could not be placed. Please try again.')).toBeVisible();
      const placing = page.waitForResponse((response) => response.url().endsWith('/api/EmailManagement/PlacingOrder'));
      await page.getByRole('button', { name: 'Place Order' }).click();
      const answer = (await (await placing).json()) as { Total: number };
      expect(answer.Total).toBeCloseTo(latest, 2);
      await expect(page.getByRole('heading', { name: /^Thank you! Your order \d+ has been placed\.$/ })).toBeVisible();
    } finally {
      await restore();
    }
  });

  test(`a refused order shows the server's reason beside its line at ${viewport.width} px`, async ({ page }) => {
    const item = (await ownItems())[index + 2] as StockedItem;
    await signInBeforeLoad(page, baseURL);
    await page.setViewportSize(viewport);
    await addToCart(page, item);
    await page.goto('/secure/cart');
    const line = cartLine(page, item);
    await expect(line).toContainText(`${item.record.stock} in stock`);
    const restore = await changeStock(item.sku, { stock: 0 });
    try {
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(line.getByRole('alert')).toHaveText(`Only 0 of ${item.sku} in stock`);
      await expect(line).toContainText('Out of stock');
      const reason = line.getByRole('alert');
      await expect(reason, JSON.stringify(await reason.boundingBox())).toBeFocused();
      await expect(reason).toBeInViewport();
    } finally {
      await restore();
    }
  });

  test(`cart lines read well and the empty cart offers a way back at ${viewport.width} px`, async ({ page }) => {
    const [first, second] = await ownItems();
    await signInBeforeLoad(page, baseURL);
    await page.setViewportSize(viewport);
    for (const item of [first, second]) if (item) await addToCart(page, item);
    await page.goto('/secure/cart');
    for (const item of [first, second]) {
      if (!item) continue;
      const line = cartLine(page, item);
      await expect(line).toBeVisible();
      expect(await textLines(line.getByRole('link', { name: item.title })), `${item.title} lines`).toBeLessThanOrEqual(
        2,
      );
      expect(await textLines(line.getByText(`MPN: ${item.sku}`)), `${item.sku} on one line`).toBe(1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${test.info().outputDir}/cart-${viewport.width}.png`, fullPage: true });

    for (const item of [first, second])
      if (item) await page.getByRole('button', { name: `Remove ${item.title}` }).click();
    await expect(page.getByText('Oops! No items in cart.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/allproducts');
    await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toHaveCount(0);
    await expect(page.getByText('$0.00')).toHaveCount(0);
  });
});
