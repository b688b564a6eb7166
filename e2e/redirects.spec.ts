import { expect, test } from '@playwright/test';
import { compactSku } from '../src/config/index.ts';
import { plainProductSku, reportedNotFound, uncategorisedSkus } from './support/catalog-db.ts';

test('/item/?id=X lands on the product page', async ({ page }) => {
  const sku = await plainProductSku();
  await page.goto(`/item/?id=${encodeURIComponent(sku)}`);
  await expect(page).toHaveURL(new RegExp(`/item/${sku}$`));
  await expect(page.getByRole('definition').filter({ hasText: sku })).toBeVisible();
});

test('/item?id=X is redirected by the rules, before any script runs', async ({ request }) => {
  const sku = await plainProductSku();
  const response = await request.get(`/item?id=${encodeURIComponent(sku)}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`/item/${sku}`);
});

test('the hyphen-free sku lands on the product page', async ({ page }) => {
  const sku = await plainProductSku();
  await page.goto(`/item/${compactSku(sku)}`);
  await expect(page).toHaveURL(new RegExp(`/item/${sku}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('lower-case and mixed-case skus, with or without hyphens, redirect to the product page', async ({ request }) => {
  const sku = await plainProductSku();
  const mixed = [...sku].map((char, i) => (i % 2 ? char.toLowerCase() : char)).join('');
  for (const spelling of [sku.toLowerCase(), compactSku(sku).toLowerCase(), mixed]) {
    const response = await request.get(`/item/${spelling}`, { maxRedirects: 0 });
    expect(response.status(), spelling).toBe(301);
    expect(response.headers().location).toBe(`/item/${sku}`);
  }
});

test('a product without categories has no page: its address answers 404 with the not-found page, and is reported', async ({
  page,
  baseURL,
}) => {
  const [sku] = await uncategorisedSkus();
  if (!sku) throw new Error('The demo catalogue has no uncategorised product');
  const path = `/item/${sku}`;
  await page.goto('/new');
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === path);
  await page.evaluate((address) => {
    window.location.href = address;
  }, path);
  const response = await answer;
  expect(response.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  await expect.poll(reportedNotFound).toContain(`${baseURL}${path}`);
  expect(await reportedNotFound()).not.toContain(`${baseURL}/new`);
});

test('every spelling of a product without a page answers 404, never a redirect', async ({ request }) => {
  const [sku] = await uncategorisedSkus();
  if (!sku) throw new Error('The demo catalogue has no uncategorised product');
  for (const spelling of [sku, sku.toLowerCase(), compactSku(sku)]) {
    const response = await request.get(`/item/${spelling}`, { maxRedirects: 0 });
    expect(response.status(), spelling).toBe(404);
    expect(await response.text()).toContain('Page not found');
  }
});

test('an unknown address shows the not-found page with status 404 and is reported to the server', async ({
  page,
  baseURL,
}) => {
  const path = `/no-such-page-${Date.now()}`;
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect.poll(reportedNotFound).toContain(`${baseURL}${path}`);
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`opening /pages/404 itself reports nothing; sent there with from, that address is reported at ${viewport.width} px`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/Home/ReportNotFound')) reports.push(request.postData() ?? '');
    });
    await page.goto('/pages/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

    // The next not-found page's report is sent after anything the first one sent.
    const from = `/old-catalogue/page-${viewport.width}-${Date.now()}`;
    await page.goto(`/pages/404?from=${encodeURIComponent(from)}`);
    await expect.poll(reportedNotFound).toContain(`${baseURL}${from}`);
    expect(reports).toEqual([JSON.stringify({ URL: `${baseURL}${from}` })]);
    expect(await reportedNotFound()).not.toContain(`${baseURL}/pages/404?from=${encodeURIComponent(from)}`);
  });
}

test('the no-script search form reaches the search address', async ({ request }) => {
  const response = await request.get('/search?term=hdmi', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/search/hdmi');
});
