import { expect, test, type Page } from '@playwright/test';
import { sql, type Db } from '../server/db/index.ts';
import { createApiClient } from '../src/api/calls.ts';
import { naturalCompare } from '../src/lib/natural-order.ts';
import { openCatalogDb, signInThroughModal, usd } from './support/shop.ts';

/** Filters and sort on the search results page, against the real search and catalogue. */

const term = 'hdmi cable';
const results = '/search/hdmi%20cable';
let db: Db;
test.beforeAll(async () => {
  db = await openCatalogDb();
});
test.afterAll(async () => db.destroy());

/** Every ranked result of the term (the first 200, as the page filters them), from the real API. */
async function rankedResults(baseURL: string): Promise<{ sku: string; title: string }[]> {
  const api = createApiClient({ baseUrl: baseURL, retry: 0 });
  const first = await api.call('SearchProducts', { term, page: 1 });
  const pages = Math.ceil(Math.min(first.count ?? 0, 200) / (first.pageSize ?? 20));
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, index) => api.call('SearchProducts', { term, page: index + 2 })),
  );
  return [first, ...rest].flatMap((answer) => answer.refSearchData ?? []).slice(0, 200);
}

/** The results whose specs table has the row `label` = `value`. */
async function withRow<T extends { sku: string }>(list: T[], label: string, value: string): Promise<T[]> {
  const skus = list.map((result) => result.sku);
  const { rows } = await sql<{ sku: string; specs: string }>`
    SELECT sku, specs FROM products WHERE sku = ANY(${skus})`.execute(db);
  const specs = new Map(rows.map((row) => [row.sku, row.specs]));
  return list.filter((result) => String(specs.get(result.sku)).includes(`<th>${label}</th><td>${value}</td>`));
}

/** The dealer price of each sku. */
async function dealerPrices(skus: string[]): Promise<Map<string, number>> {
  const { rows } = await sql<{ sku: string; dealer: number }>`
    SELECT sku, dealer FROM stocks WHERE sku = ANY(${skus})`.execute(db);
  return new Map(rows.map((row) => [row.sku, Number(row.dealer)]));
}
const products = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;
const shownSkus = (page: Page) =>
  page.locator('.search-results .search-results__mpn').evaluateAll((spans) => spans.map((s) => s.textContent));
const facet = (page: Page, group: string, value: string) =>
  page.getByRole('group', { name: group }).getByRole('checkbox', { name: new RegExp(`^${value} \\(`) });

test('search results filter by their shared facets, with the count, the URL, the back button and Clear all', async ({
  page,
  baseURL,
}) => {
  const all = await rankedResults(baseURL ?? '');
  const twoMetres = await withRow(all, 'Length', '2 m');
  expect(twoMetres.length).toBeGreaterThan(0);
  expect(twoMetres.length).toBeLessThan(all.length);
  const mpns = (list: { sku: string }[]) => list.map((result) => `MPN: ${result.sku}`);

  await page.goto(results);
  const count = page.locator('[data-search-page] [role=status]');
  await expect(count).toHaveText(/ results, 1–\d+ shown$/);
  const unfiltered = await count.textContent();
  await page.locator('summary', { hasText: 'Filters' }).click();
  await facet(page, 'Length', '2 m').check();
  await expect(page).toHaveURL(`${results}?length=2+m`);
  await expect(count).toHaveText(products(twoMetres.length));
  expect(await shownSkus(page)).toEqual(mpns(twoMetres.slice(0, 20)));

  await page.goBack();
  await expect(page).toHaveURL(results);
  await expect(count).toHaveText(unfiltered ?? '');
  await expect(facet(page, 'Length', '2 m')).not.toBeChecked();

  // The filtered address is shareable: opened afresh it shows the same list, its facet ticked.
  await page.goto(`${results}?length=2+m`);
  await expect(count).toHaveText(products(twoMetres.length));
  await expect(facet(page, 'Length', '2 m')).toBeChecked();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(results);
  await expect(count).toHaveText(unfiltered ?? '');
});

test('search results sort by name over every result, twenty to a page', async ({ page, baseURL }) => {
  const byName = (await rankedResults(baseURL ?? ''))
    .sort((a, b) => naturalCompare(a.title, b.title) || naturalCompare(a.sku, b.sku))
    .map((result) => `MPN: ${result.sku}`);
  expect(byName.length).toBeGreaterThan(20);
  await page.goto(results);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
  await expect(page).toHaveURL(`${results}?sort=name`);
  await expect.poll(() => shownSkus(page)).toEqual(byName.slice(0, 20));
  await page.getByRole('navigation', { name: 'Filtered products pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(`${results}?sort=name&page=2`);
  await expect.poll(() => shownSkus(page)).toEqual(byName.slice(20, 40));
});

test('a signed-in dealer sorts the results by their own price; a visitor is not offered it', async ({
  page,
  baseURL,
}) => {
  const ranked = await rankedResults(baseURL ?? '');
  const dealerPrice = await dealerPrices(ranked.map((result) => result.sku));
  const priced = ranked.map((result) => ({ sku: result.sku, price: Number(dealerPrice.get(result.sku)) }));
  const priceOf = new Map(priced.map((result) => [`MPN: ${result.sku}`, result.price]));
  const cheapest = Math.min(...priced.map((result) => result.price).filter(Number.isFinite));
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  // Relevance does not already order these results by price, so the order seen is the price sort's.
  const ascending = (prices: number[]) =>
    prices.every((price, index) => index === 0 || (prices[index - 1] ?? 0) <= price);
  expect(ascending(priced.slice(0, 20).map((result) => result.price))).toBe(false);

  await page.goto(results);
  await expect(sort.locator('option:not([hidden])')).toHaveText(['Relevance', 'Name', 'Newest']);

  await signInThroughModal(page, 'dealer');
  await page.goto(results);
  await expect(sort.locator('option[value=price]')).toBeEnabled();
  await sort.selectOption('price');
  await expect(page).toHaveURL(`${results}?sort=price`);
  // The first page shows the cheapest first and never a dearer product before a cheaper one.
  await expect
    .poll(async () => {
      const shown = (await shownSkus(page)).map((sku) => priceOf.get(sku) ?? Number.NaN);
      return shown.length > 1 && shown[0] === cheapest && ascending(shown);
    })
    .toBe(true);
});

test('a signed-in dealer sees their price and stock on every result from one call and adds from the row; a visitor sees none', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/Category/GetItemPrices')) calls.push(request.url());
  });
  const rows = page.locator('.search-results > li');
  await page.goto(results);
  await expect(rows).toHaveCount(20);
  await expect(page.locator('.search-results').getByText(/My price|In stock|Out of stock|\$/)).toHaveCount(0);
  expect(calls).toHaveLength(0);

  await signInThroughModal(page, 'dealer');
  await page.goto(results);
  await expect(rows.first().getByText('My price')).toBeVisible();
  const skus = (await shownSkus(page)).map((mpn) => (mpn ?? '').replace('MPN: ', ''));
  const priced = await dealerPrices(skus);
  for (const [index, sku] of skus.entries())
    await expect(rows.nth(index).locator('.card-actions__price')).toHaveText(usd(Number(priced.get(sku))));
  expect(calls).toHaveLength(1);

  const sku = await rows
    .filter({ has: page.getByRole('button', { name: /^Add to cart/ }) })
    .first()
    .locator('[data-card-actions]')
    .getAttribute('data-sku');
  const row = page.locator(`.search-results > li:has([data-card-actions][data-sku="${sku}"])`);
  const title = await row.locator('strong').first().textContent();
  await row.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(row.getByRole('status').filter({ hasText: 'Added to cart' })).toContainText('(1 in cart)');
  const lines: unknown = await page.evaluate(() => JSON.parse(localStorage.getItem('av:cart:v1') ?? '[]'));
  expect(lines).toEqual([expect.objectContaining({ title, qty: 1 })]);
});
