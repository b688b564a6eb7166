import { expect, test } from '@playwright/test';
import { company } from '../src/config/index.ts';
import { productWhere } from './support/catalog-db.ts';
import { signInThroughModal, stockedItem } from './support/shop.ts';

/** The length of a cable title such as "HDMI Cable, 0.5 m", and the title without it. */
function lengthOf(title: string): { family: string; metres: number } | undefined {
  const match = /^(.*), (\d+(?:\.\d+)?) m$/.exec(title.trim());
  return match ? { family: match[1] ?? '', metres: Number(match[2]) } : undefined;
}

test('products of a subcategory list their lengths in natural order', async ({ page }) => {
  await page.goto('/cables/hdmi');
  const titles = (await page.locator('main .card-grid .card-title').allTextContents()).map((t) => t.trim());
  const cables = titles.map(lengthOf).filter((entry) => entry !== undefined);
  const pairs = cables.slice(1).map((entry, i) => [cables[i], entry] as const);
  const sameFamily = pairs.filter(([a, b]) => a?.family === b.family);
  expect(sameFamily.length, `titles: ${titles.join(' | ')}`).toBeGreaterThan(0);
  for (const [a, b] of sameFamily)
    expect(b.metres, `${a?.metres} m before ${b.metres} m`).toBeGreaterThan(a?.metres ?? 0);
});

test('links that leave the site open a new window without a handle on this one', async ({ page }) => {
  await page.goto('/new');
  for (const href of [company.helpPortalUrl, company.storeUrl]) {
    const link = page.locator(`a[href="${href}"]`).first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  const internal = page.locator('a[href="/contact"]').first();
  await expect(internal).not.toHaveAttribute('target', /.+/);
});

test('a list of one page shows no pager', async ({ page }) => {
  await page.goto('/applications/classroom');
  const panels = page.getByRole('tabpanel');
  for (const panel of await panels.all()) {
    const cards = await panel.locator('.card-grid > li').count();
    const pager = panel.locator('[data-pager]');
    if (cards <= 5) await expect(pager).toBeHidden();
  }
  await page.goto('/extenders/wall-plates');
  const cards = await page.locator('main .card-grid > li').count();
  expect(cards).toBeGreaterThan(0);
  expect(cards).toBeLessThanOrEqual(10);
  await expect(page.getByRole('navigation', { name: /pages$/ })).toHaveCount(0);
  await expect(page.getByText('Previous')).toHaveCount(0);
});

test('on a phone the item tabs keep to one row that scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const item = await productWhere("p.title ILIKE '%Extender%'");
  await page.goto(`/item/${item.sku}`);
  const tablist = page.getByRole('tablist').first();
  const tabs = tablist.getByRole('tab');
  const tops = await tabs.evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect().top));
  expect(new Set(tops).size, 'rows of tabs').toBe(1);
  const { scrollWidth, clientWidth } = await tablist.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(clientWidth).toBeLessThanOrEqual(390);
  if (scrollWidth > clientWidth) {
    await tabs.last().click();
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.last()).toBeInViewport();
  }
});

test('the cart badge sits beside the word Cart and covers no text', async ({ page }) => {
  const item = await stockedItem(1);
  await signInThroughModal(page, 'dealer');
  await page.goto(`/item/${item.sku}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const banner = page.getByRole('banner');
  const badge = banner.locator('.cart-link__badge');
  await expect(badge).toHaveText('1');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const badgeBox = await badge.boundingBox();
    for (const text of [
      banner.getByText('Cart', { exact: true }),
      banner.getByRole('link', { name: 'Profile', exact: true }),
    ]) {
      const box = await text.boundingBox();
      if (!badgeBox || !box) throw new Error('The cart badge or its neighbour is not laid out');
      const overlaps =
        badgeBox.x < box.x + box.width &&
        box.x < badgeBox.x + badgeBox.width &&
        badgeBox.y < box.y + box.height &&
        box.y < badgeBox.y + badgeBox.height;
      expect(overlaps, `badge over ${await text.textContent()} at ${width} px`).toBe(false);
    }
  }
});
