import { expect, test, type Page } from '@playwright/test';
import { createApiClient } from '../src/api/calls.ts';
import { sql } from '../server/db/index.ts';
import { termWithResults, withCatalogDb } from './support/shop.ts';

test('typing shows suggestions that the keyboard can walk, and Enter searches', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('hdmi');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThan(1);
  await expect(options.first()).toContainText('MPN:');
  await expect(options.first().locator('img')).toHaveCount(1);
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('hdmi');

  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/hdmi\/?$/);
  const results = page.getByRole('main').getByRole('link', { name: /MPN:/ });
  await expect(results.first()).toBeVisible();
  expect(await results.count()).toBeGreaterThan(1);
  await expect(results.first()).toHaveAttribute('href', /^\/item\//);
});

for (const width of [1366, 390]) {
  test(`at ${width} px the search box is empty again on the results page, and after a search from there`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await box.fill('rs232');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/rs232\/?$/);
    await expect(page.getByRole('main').getByRole('link', { name: /MPN:/ }).first()).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.fill('hdmi splitter');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/hdmi%20splitter\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "hdmi splitter"');
    await expect(page.getByRole('main').getByRole('link', { name: /MPN:/ }).first()).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });
}

/** Types into the header box; answers the titles of the suggestions it then lists (they update as answers come). */
async function typeInHeaderBox(page: Page, term: string) {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.fill(term);
  await expect(box).toHaveValue(term);
  return page.getByRole('option').locator('.search-box__title');
}

test('the header box completes a word where it starts, never inside one', async ({ page }) => {
  await page.goto('/');
  // "spl" is inside "DisplayPort": only words starting with it count, so only splitters answer.
  const titles = await typeInHeaderBox(page, 'hdmi spl');
  await expect(titles.first()).toBeVisible();
  for (const title of await titles.allTextContents()) expect(title).toMatch(/HDMI.*Splitter/i);
  // "sw" starts "Switcher" and sits inside "Hot-swappable": the switchers come first.
  await expect((await typeInHeaderBox(page, 'hdmi sw')).first()).toHaveText(/HDMI.*Switcher/i);
});

test('the header box forgives a typo, spellings, run-together words and word order', async ({ page }) => {
  await page.goto('/');
  await expect((await typeInHeaderBox(page, 'hdmi splliter')).first()).toHaveText(/HDMI.*Splitter/i);
  await expect((await typeInHeaderBox(page, 'amplifer')).first()).toHaveText(/Amplifier/);
  await expect((await typeInHeaderBox(page, 'rs232')).first()).toHaveText(/RS-232/);
  await expect((await typeInHeaderBox(page, 'hdmi fibre')).first()).toHaveText(/Fiber/);
  await expect((await typeInHeaderBox(page, 'sdi to hdmi')).first()).toHaveText(/SDI to HDMI/);

  // The results page ranks the same way.
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.fill('hdmi splliter');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/hdmi%20splliter\/?$/);
  await expect(page.getByRole('main').getByRole('link', { name: /MPN:/ }).first()).toContainText(/HDMI.*Splitter/i);
});

test('clicking a suggestion opens its product page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search products' }).fill('hdmi');
  const first = page.getByRole('option').first();
  const mpn = ((await first.textContent()) ?? '').match(/MPN: (\S+)/)?.[1] ?? '';
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/item/${mpn}/?$`));
});

test('a blank term asks nothing and goes nowhere', async ({ page }) => {
  let asked = false;
  page.on('request', (request) => {
    if (request.url().includes('SearchProducts')) asked = true;
  });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('   ');
  await box.press('Enter');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(asked).toBe(false);
});

test('exactly one result goes straight to the product; none says so', async ({ page, baseURL }) => {
  const [single, nothing] = await withCatalogDb(async (db) => [
    await termWithResults(baseURL ?? '', db, 1),
    await termWithResults(baseURL ?? '', db, 0),
  ]);

  await page.goto(`/search/${encodeURIComponent(single)}`);
  await expect(page).toHaveURL(new RegExp(`/item/${single}/?$`));

  await page.goto(`/search/${nothing}`);
  await expect(page.getByText(`Oops! No results found for ${nothing}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
});

test('a results page asks for its results once, as its head is read, and lists that answer', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Home/SearchProducts')) asked.push(request.url());
  });
  await page.goto('/search/hdmi?page=2');
  await expect(page.getByText(/^\d+ results, 21–40 shown$/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /MPN:/ }).first()).toBeVisible();
  expect(asked.map((url) => new URL(url).search)).toEqual(['?term=hdmi&page=2']);
  // Started by the page's preload link, not by the API client after it loaded.
  const initiator = await page.evaluate(
    (url) =>
      performance.getEntriesByName(url).find((entry) => entry instanceof PerformanceResourceTiming)?.initiatorType,
    asked[0] ?? '',
  );
  expect(initiator).toBe('link');
});

test('/search/hdmi names the term, counts every match and pages through them all', async ({
  page,
  baseURL,
  request,
}) => {
  const api = createApiClient({ baseUrl: baseURL ?? '', retry: 0 });
  const { count = 0, pageSize = 1 } = await api.call('SearchProducts', { term: 'hdmi', page: 1 });
  expect(count).toBeGreaterThan(pageSize);
  await page.goto('/search/hdmi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "hdmi"');
  await expect(page).toHaveTitle(/^Search results for "hdmi"/);
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel=canonical]')).toHaveCount(0);
  await expect(page.getByText(new RegExp(`^${count} results, 1–${pageSize} shown$`))).toBeVisible();

  const hrefs = new Set<string>();
  const pages = Math.ceil(count / pageSize);
  for (let n = 1; n <= pages; n += 1) {
    if (n > 1) {
      await page.getByRole('navigation', { name: 'Search results pages' }).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(new RegExp(`/search/hdmi\\?page=${n}$`));
    }
    const links = page.getByRole('main').getByRole('link', { name: /MPN:/ });
    await expect(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))) hrefs.add(href);
  }
  expect(hrefs.size).toBe(count);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/item\//);
    expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
  }
});

test('a multi-word query ranks its obvious product first', async ({ page, baseURL }) => {
  const { rows } = await withCatalogDb((db) =>
    sql<{ sku: string; title: string }>`
      SELECT min(sku) AS sku, title FROM products WHERE subcategory_id IS NOT NULL AND title LIKE '% % %'
       GROUP BY title HAVING count(*) = 1 ORDER BY min(pkskuid) LIMIT 40`.execute(db),
  );
  const titles = rows.map((row) => ({ sku: row.sku, term: row.title.replaceAll(',', '').toLowerCase() }));
  // A title whose words also find other products, so the page lists several and must rank them.
  const api = createApiClient({ baseUrl: baseURL ?? '', retry: 0 });
  let chosen: { sku: string; term: string } | undefined;
  for (const candidate of titles) {
    if (((await api.call('SearchProducts', { term: candidate.term, page: 1 })).count ?? 0) > 1) {
      chosen = candidate;
      break;
    }
  }
  if (!chosen) throw new Error('No product title finds several products');
  await page.goto(`/search/${encodeURIComponent(chosen.term)}`);
  const first = page.getByRole('main').getByRole('link', { name: /MPN:/ }).first();
  await expect(first).toHaveAttribute('href', `/item/${chosen.sku}`);
});

test('an empty term is a blank search: no results list and no "Oops"', async ({ page }) => {
  let asked = false;
  page.on('request', (request) => {
    if (request.url().includes('SearchProducts')) asked = true;
  });
  await page.goto('/search/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await expect(page.getByText(/Oops!/)).toHaveCount(0);
  expect(asked).toBe(false);
});

test('installers’ shorthands find products in the dropdown and on the results page', async ({ page }) => {
  await page.goto('/');
  for (const [term, title] of [
    ['4k hdmi extender', /4K(30|60) HDMI .*Extender/],
    ['hdmi 1:4 splitter', /1x4 HDMI .*Splitter/],
  ] as const) {
    const titles = await typeInHeaderBox(page, term);
    await expect(titles.first()).toHaveText(title);
    for (const text of await titles.allTextContents()) expect(text).toMatch(title);

    await page.goto(`/search/${encodeURIComponent(term)}`);
    const results = page.getByRole('main').getByRole('link', { name: /MPN:/ });
    await expect(results.first()).toContainText(title);
    expect(await results.count()).toBeGreaterThan(1);
  }
});

test('a term that matches nothing offers the closest products and categories, with working links', async ({ page }) => {
  await page.goto('/search/hdmi%20splitter%201x32');
  const main = page.getByRole('main');
  await expect(main.getByText('Oops! No results found for hdmi splitter 1x32.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Go back' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Closest matches' })).toBeVisible();
  const closest = main.getByRole('link', { name: /MPN:/ });
  await expect(closest.first()).toContainText(/HDMI.*Splitter/);
  await expect(main.getByRole('heading', { name: 'Browse these categories' })).toBeVisible();
  const category = main.getByRole('link', { name: /^Splitters › / }).first();
  const name = ((await category.textContent()) ?? '').split(' › ')[1] ?? '';
  await category.click();
  await expect(page).toHaveURL(/\/splitters\/[a-z0-9-]+\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

  await page.goBack();
  const product = main.getByRole('link', { name: /MPN:/ }).first();
  const mpn = ((await product.textContent()) ?? '').match(/MPN: (\S+)/)?.[1] ?? '';
  await product.click();
  await expect(page).toHaveURL(new RegExp(`/item/${mpn}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/HDMI.*Splitter/);
});
