import { expect, test, type Page } from '@playwright/test';
import { sql, type Db } from '../server/db/index.ts';
import { naturalCompare } from '../src/lib/natural-order.ts';
import { openCatalogDb, signInThroughModal, usd } from './support/shop.ts';

/** Filters, sort and the dealer's prices on listing pages, against the real catalogue. */

const listing = '/cables/hdmi';
let db: Db;
test.beforeAll(async () => {
  db = await openCatalogDb();
});
test.afterAll(async () => db.destroy());

/** Products of the HDMI cables whose specs table has the row `label` = `value` (all when none). */
async function hdmiCables(...rows: [string, string][]): Promise<{ sku: string; title: string }[]> {
  const { rows: all } = await sql<{ sku: string; title: string; specs: string }>`
    SELECT p.sku, p.title, p.specs FROM products p JOIN subcategories s ON s.id = p.subcategory_id
      JOIN categories c ON c.id = s.category_id WHERE c.slug = 'cables' AND s.slug = 'hdmi'`.execute(db);
  return all
    .filter((row) => rows.every(([label, value]) => String(row.specs).includes(`<th>${label}</th><td>${value}</td>`)))
    .map((row) => ({ sku: String(row.sku), title: String(row.title) }));
}
const products = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;
const cardTitles = (page: Page) => page.locator('[data-listing-grid] .card-title').allTextContents();
const facet = (page: Page, group: string, value: string) =>
  page.getByRole('group', { name: group }).getByRole('checkbox', { name: new RegExp(`^${value} \\(`) });

test('filters combine, show their count, live in the URL and walk back with the back button', async ({ page }) => {
  const all = await hdmiCables();
  const twoMetres = await hdmiCables(['Length', '2 m']);
  const twoOrFive = [...twoMetres, ...(await hdmiCables(['Length', '5 m']))];
  const ultra = await hdmiCables(['Grade', 'Ultra High Speed']);
  const twoOrFiveUltra = twoOrFive.filter((p) => ultra.some((u) => u.sku === p.sku));
  expect(twoMetres.length).toBeGreaterThan(0);
  await page.goto(listing);
  const count = page.getByRole('status').filter({ hasText: /products?$/ });
  await expect(count).toHaveText(products(all.length));

  await facet(page, 'Length', '2 m').check();
  await expect(page).toHaveURL(`${listing}?length=2+m`);
  await expect(count).toHaveText(products(twoMetres.length));
  for (const title of await cardTitles(page)) expect(title).toMatch(/, 2 m$/);

  // OR within a facet, AND across facets.
  await facet(page, 'Length', '5 m').check();
  await expect(count).toHaveText(products(twoOrFive.length));
  await facet(page, 'Grade', 'Ultra High Speed').check();
  await expect(page).toHaveURL(`${listing}?length=2+m&length=5+m&grade=Ultra+High+Speed`);
  await expect(count).toHaveText(products(twoOrFiveUltra.length));
  expect((await cardTitles(page)).sort()).toEqual(twoOrFiveUltra.map((p) => p.title).sort());

  await page.goBack();
  await expect(page).toHaveURL(`${listing}?length=2+m&length=5+m`);
  await expect(count).toHaveText(products(twoOrFive.length));
  await expect(facet(page, 'Grade', 'Ultra High Speed')).not.toBeChecked();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(listing);
  await expect(count).toHaveText(products(all.length));
  await expect(facet(page, 'Length', '2 m')).not.toBeChecked();
});

test('a filtered address is shareable, and Clear all brings back the whole listing', async ({ page }) => {
  const twoMetres = await hdmiCables(['Length', '2 m']);
  await page.goto(`${listing}?length=2+m`);
  const count = page.getByRole('status').filter({ hasText: /products?$/ });
  await expect(count).toHaveText(products(twoMetres.length));
  await expect(facet(page, 'Length', '2 m')).toBeChecked();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(listing);
  await expect(count).toHaveText(products((await hdmiCables()).length));
});

test('sorts by name and pages the filtered list ten to a page', async ({ page }) => {
  await page.goto('/cables');
  const { rows } = await sql<{ title: string }>`
    SELECT p.title FROM products p JOIN subcategories s ON s.id = p.subcategory_id JOIN categories c
        ON c.id = s.category_id WHERE c.slug = 'cables'`.execute(db);
  const cables = rows.map((row) => row.title).sort(naturalCompare);
  expect(cables.length).toBeGreaterThan(10);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
  await expect(page).toHaveURL('/cables?sort=name');
  await expect.poll(() => cardTitles(page)).toEqual(cables.slice(0, 10));
  await page.getByRole('navigation', { name: 'Filtered products pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/cables?sort=name&page=2');
  await expect.poll(() => cardTitles(page)).toEqual(cables.slice(10, 20));
  await expect(page.locator('[data-listing-grid] a').first()).toBeFocused();
  await page.goBack();
  await expect.poll(() => cardTitles(page)).toEqual(cables.slice(0, 10));
});

test('Newest lists the latest release first, on a subcategory and on a filtered category', async ({ page }) => {
  const released = async (skus: string[]) => {
    const { rows } = await sql<{ sku: string; released_on: string }>`
      SELECT sku, released_on FROM products WHERE sku = ANY(${skus})`.execute(db);
    const days = new Map(rows.map((row) => [row.sku, row.released_on]));
    return skus.map((sku) => String(days.get(sku)));
  };
  /** Release days of the cards shown, read from each card's MPN. */
  const shownDays = async () =>
    released(
      (
        await page
          .locator('[data-listing-grid]')
          .getByText(/^MPN: /)
          .allTextContents()
      ).map((mpn) => mpn.replace(/^MPN: /, '')),
    );
  const latestFirst = (days: string[]) => [...days].sort().reverse();

  await page.goto(`${listing}?sort=newest`);
  const allDays = await released((await hdmiCables()).map((p) => p.sku));
  expect(new Set(allDays).size).toBeGreaterThan(1);
  await expect.poll(shownDays).toEqual(latestFirst(allDays).slice(0, 10));

  await page.goto('/extenders?signal=HDMI&sort=newest');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  await expect.poll(async () => (await shownDays()).length).toBeGreaterThan(1);
  const days = await shownDays();
  expect(days).toEqual(latestFirst(days));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a Filters drawer: opens on its button, holds the search, accordion and facets, closes with Escape', async ({
    page,
  }) => {
    await page.goto(listing);
    await expect(page.getByRole('searchbox', { name: 'Search items...' })).toBeHidden();
    const opener = page.getByRole('button', { name: 'Filters', exact: true });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused();
    await expect(drawer.getByRole('searchbox', { name: 'Search items...' })).toBeVisible();
    await expect(drawer.getByText('All Cables')).toBeAttached();
    await drawer
      .getByRole('group', { name: 'Length' })
      .getByRole('checkbox', { name: /^2 m \(/ })
      .check();
    await expect(page).toHaveURL(`${listing}?length=2+m`);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /products?$/ })).toHaveText(
      products((await hdmiCables(['Length', '2 m'])).length),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test('a signed-in dealer sees their price and stock on every card from one call, sorts by it, and adds from the card', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/Category/GetItemPrices')) calls.push(request.postData() ?? '');
  });
  await signInThroughModal(page, 'dealer');
  await page.goto(listing);
  const cards = page.locator('[data-listing-grid] > li');
  const dealerPrice = async (sku: string) =>
    Number((await sql<{ dealer: number }>`SELECT dealer FROM stocks WHERE sku = ${sku}`.execute(db)).rows[0]?.dealer);
  await expect(cards.first().getByText('My price')).toBeVisible();
  const skus = await page
    .locator('[data-listing-grid] [data-card-actions]')
    .evaluateAll((slots) => slots.map((slot) => (slot instanceof HTMLElement ? (slot.dataset.sku ?? '') : '')));
  for (const [index, sku] of skus.entries()) {
    await expect(cards.nth(index).locator('.card-actions__price')).toHaveText(usd(await dealerPrice(sku)));
  }
  expect(calls).toHaveLength(1);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price');
  await expect(page).toHaveURL(`${listing}?sort=price`);
  const cheapest = Math.min(...(await Promise.all((await hdmiCables()).map((p) => dealerPrice(p.sku)))));
  await expect(cards.first().locator('.card-actions__price')).toHaveText(usd(cheapest));

  const sku = await cards
    .filter({ has: page.getByRole('button', { name: /^Add to cart/ }) })
    .first()
    .locator('[data-card-actions]')
    .getAttribute('data-sku');
  const card = page.locator(`[data-listing-grid] > li:has([data-card-actions][data-sku="${sku}"])`);
  const title = await card.locator('.card-title').textContent();
  await card.getByRole('button', { name: 'Increase quantity' }).click();
  await card.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(page.getByText('Added to cart', { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('status').filter({ hasText: 'Added to cart' })).toContainText('(2 in cart)');
  await expect(card.getByRole('button', { name: /^Add to cart/ })).toBeVisible();
  const lines: unknown = await page.evaluate(() => JSON.parse(localStorage.getItem('av:cart:v1') ?? '[]'));
  expect(lines).toEqual([expect.objectContaining({ title, qty: 2 })]);
});

test('a signed-in dealer switches a listing to a compact list, kept on the next visit; a visitor is not offered it', async ({
  page,
}) => {
  const cards = page.locator('[data-listing-grid] > li');
  const columns = () =>
    cards.evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size);
  await page.goto(listing);
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'View' })).toHaveCount(0);

  await signInThroughModal(page, 'dealer');
  await page.goto(listing);
  const view = page.getByRole('group', { name: 'View' });
  await expect(view.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(columns).toBeGreaterThan(1);
  await view.getByRole('button', { name: 'List' }).click();
  await expect(view.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(columns).toBe(1);
  await expect(cards.first().getByText('My price')).toBeVisible();
  await expect(cards.first().getByRole('link', { name: /^Inquire/ })).toBeVisible();

  await page.reload();
  await expect(view.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(columns).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('an anonymous visitor gets no price, no price sort and no price call on a listing', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('GetItemPrices')) calls.push(request.url());
  });
  await page.goto(listing);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-listing-grid]').getByText(/My price|In stock|Out of stock|\$/)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:not([hidden])')).toHaveText([
    'Featured',
    'Name',
    'Newest',
  ]);
  expect(calls).toEqual([]);
});
