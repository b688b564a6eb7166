import { expect, test, type Locator, type Page } from '@playwright/test';
import { accountApi } from './support/account.ts';
import { baseURL } from './support/env.ts';
import { partsMoved } from './support/layout-shifts.ts';
import { samplesFor } from './support/samples.ts';
import { signInBeforeLoad } from './support/visitor.ts';

/** Account pages with wide tables, and the name of the table checked on each. */
async function tablePages(): Promise<{ path: string; table: string }[]> {
  const { api, info } = await accountApi(baseURL, 'dealer');
  const { refSapPortal } = await api.call('SAP_OpenOrdersPortal', { src: info.Account, cmd: 'delivery' });
  const order = refSapPortal[0]?.SO;
  if (order === undefined) throw new Error('The dealer has no shipments');
  return [
    { path: '/account', table: 'Recent shipments' },
    { path: '/account/orders', table: 'Open orders' },
    { path: '/account/open', table: 'Open items' },
    { path: '/account/skulist', table: 'Product list' },
    { path: '/account/history', table: 'Order sku history' },
    { path: `/account/order/${order}`, table: 'Order items' },
  ];
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** True when the whole of a tab shows in its row and in the window (a pixel of rounding aside). */
const insideRow = (tab: Locator) =>
  tab.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const row = element.parentElement?.getBoundingClientRect();
    if (!row) return false;
    const left = Math.max(row.left, 0);
    const right = Math.min(row.right, window.innerWidth);
    return box.left >= left - 1 && box.right <= right + 1 && box.top >= 0 && box.bottom <= window.innerHeight;
  });

const scrollLeftOf = (box: Locator) => box.evaluate((element) => element.scrollLeft);

for (const width of [1366, 390]) {
  test(`account tables scroll in their own box and their buttons work at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInBeforeLoad(page, baseURL);
    await page.setViewportSize({ width, height: 844 });
    for (const { path, table } of await tablePages()) {
      await page.goto(path);
      const box = page.getByRole('region', { name: table, exact: true });
      await expect(box.locator('tbody tr').first()).toBeVisible();
      expect(await pageScrollsSideways(page), `${path} scrolls sideways`).toBe(false);
      const overflows = await box.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      const buttons = page.locator('.account-table').filter({ has: box });
      const right = buttons.getByRole('button', { name: 'Scroll right' });
      const left = buttons.getByRole('button', { name: 'Scroll left' });
      if (!overflows) {
        await expect(right, `${path} shows no scroll buttons while the table fits`).toBeHidden();
        continue;
      }
      // As a visitor would: the table is brought into view, and its buttons are with it.
      await buttons.scrollIntoViewIfNeeded();
      await expect(right).toBeInViewport();
      await right.click();
      // 100 px, or to the end when less is hidden.
      const step = await box.evaluate((element) => Math.min(100, element.scrollWidth - element.clientWidth));
      await expect.poll(() => scrollLeftOf(box), `${path} scrolled right by ${step} px`).toBe(step);
      await left.click();
      await expect.poll(() => scrollLeftOf(box), `${path} scrolled back`).toBe(0);
    }
  });
}

test('the sku history table overflows at 390 px and fits at 1920 px, its buttons following', async ({ page }) => {
  await signInBeforeLoad(page, baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account/history');
  const right = page.getByRole('button', { name: 'Scroll right' });
  await expect(right).toBeVisible();
  await page.setViewportSize({ width: 1920, height: 1000 });
  await expect(right).toBeHidden();
});

test('a table shown on a phone does not move when its scroll buttons appear', async ({ page }) => {
  await signInBeforeLoad(page, baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account/history');
  await expect(page.getByRole('button', { name: 'Scroll right' })).toBeVisible();
  expect(await partsMoved(page, '.account-table')).toEqual([]);
});

for (const width of [1366, 390]) {
  test(`every item and solution tab is reached and shown at ${width} px`, async ({ page }) => {
    const { richItem, solution } = await samplesFor(baseURL);
    await page.setViewportSize({ width, height: 844 });
    for (const path of [`/item/${richItem}`, `/applications/${solution}`]) {
      await page.goto(path);
      const tablist = page.getByRole('tablist').first();
      const tabs = tablist.getByRole('tab');
      const count = await tabs.count();
      expect(await pageScrollsSideways(page), `${path} scrolls sideways`).toBe(false);
      // By keyboard: each arrow press selects the next tab and brings it into view.
      await tabs.first().click();
      for (let index = 1; index < count; index += 1) {
        await page.keyboard.press('ArrowRight');
        await expect(tabs.nth(index)).toBeFocused();
        await expect.poll(() => insideRow(tabs.nth(index)), `${path} tab ${index + 1} in view`).toBe(true);
      }
      // By pointer: back to the first tab, then a swipe of the row shows the last.
      await page.keyboard.press('Home');
      await expect.poll(() => insideRow(tabs.first())).toBe(true);
      await tablist.evaluate((element) => element.scrollBy({ left: element.scrollWidth }));
      await tabs.last().click();
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    }
  });
}

test('a tab row wider than a phone shows that it scrolls', async ({ page }) => {
  const { richItem } = await samplesFor(baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/item/${richItem}`);
  const tablist = page.getByRole('tablist').first();
  const overflows = await tablist.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(overflows, 'the rich item has more tabs than a phone shows').toBe(true);
  const shade = await tablist.evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(shade).toContain('radial-gradient');
});
