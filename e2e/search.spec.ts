import { expect, test } from '@playwright/test';
import { openCatalogDb, termWithResults } from './support/shop.ts';

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
  await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('');
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
  const db = openCatalogDb();
  const single = await termWithResults(baseURL ?? '', db, 1);
  const nothing = await termWithResults(baseURL ?? '', db, 0);
  db.close();

  await page.goto(`/search/${encodeURIComponent(single)}`);
  await expect(page).toHaveURL(new RegExp(`/item/${single}/?$`));

  await page.goto(`/search/${nothing}`);
  await expect(page.getByText(`Oops! No results found for ${nothing}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
});
