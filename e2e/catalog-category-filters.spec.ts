import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * A category page lists its subcategories; ticking a filter or choosing an order turns it into a
 * list of the products they hold, drawn as the same product cards as a subcategory page's.
 */

const category = '/extenders';

type Box = { x: number; y: number; width: number; height: number };
async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not shown');
  return box;
}

/** Ticks HDMI under Signal, from the Filters drawer on a phone. */
async function filterByHdmi(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page
    .getByRole('group', { name: 'Signal' })
    .getByRole('checkbox', { name: /^HDMI \(/ })
    .check();
  await expect(page).toHaveURL(`${category}?signal=HDMI`);
  if (phone) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
  }
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a filtered category shows whole product cards of equal height`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(category);
    await filterByHdmi(page, viewport.width < 992);
    const cards = page.locator('[data-listing-grid] > li');
    await expect(cards.first().getByRole('link', { name: /^Inquire about / })).toBeVisible();

    const rows = new Map<number, number[]>();
    for (const card of await cards.all()) {
      const product = await boxOf(card.getByRole('link').first());
      const compare = await boxOf(card.getByRole('button', { name: /^Compare / }));
      const inquire = await boxOf(card.getByRole('link', { name: /^Inquire about / }));
      // Compare and Inquire are the card's footer: as wide as the card, right under its picture and text.
      for (const [name, part] of [
        ['Compare', compare],
        ['Inquire', inquire],
      ] as const) {
        expect(Math.abs(part.x - product.x), `${name} starts at the card edge`).toBeLessThanOrEqual(1);
        expect(Math.abs(part.width - product.width), `${name} spans the card`).toBeLessThanOrEqual(1);
      }
      expect(Math.abs(compare.y - (product.y + product.height)), 'Compare follows the card').toBeLessThanOrEqual(1);
      expect(Math.abs(inquire.y - (compare.y + compare.height)), 'Inquire closes the card').toBeLessThanOrEqual(1);
      const row = Math.round(product.y);
      rows.set(row, [...(rows.get(row) ?? []), inquire.y + inquire.height - product.y]);
    }
    expect([...rows.values()].some((heights) => heights.length > 1)).toBe(true);
    for (const heights of rows.values()) {
      expect(
        Math.max(...heights) - Math.min(...heights),
        `heights in a row: ${heights.join(', ')}`,
      ).toBeLessThanOrEqual(1);
    }
  });
}

test('the count line says what the category page lists: subcategories, then the products a filter leaves', async ({
  page,
}) => {
  await page.goto(category);
  const count = page.getByRole('status').filter({ hasText: /products?$/ });
  const subcategoryCards = page.locator('[data-listing-grid] > li');
  await expect(count).toHaveText(/^\d+ subcategories with \d+ products$/);
  const [, subcategories = '0'] = /^(\d+) subcategories/.exec((await count.textContent()) ?? '') ?? [];
  const pages = Math.ceil(Number(subcategories) / 10);
  await expect(page.getByText(/^Page 1 of \d+$/)).toHaveText(`Page 1 of ${pages}`);
  await expect(subcategoryCards).toHaveCount(Math.min(10, Number(subcategories)));

  await filterByHdmi(page, false);
  await expect(count).toHaveText(/^\d+ products?$/);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(count).toHaveText(/^\d+ subcategories with \d+ products$/);
});
