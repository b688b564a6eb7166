import { expect, test } from '@playwright/test';
import { createApiClient } from '../src/api/calls.ts';
import { baseURL } from './support/env.ts';

test('the sidebar search highlights matching categories and subcategories and opens them', async ({ page }) => {
  const menu = await createApiClient({ baseUrl: baseURL, retry: 0 }).call('GetAllProducts', {});
  const subcategories = menu.flatMap((entry) =>
    entry.subcategory.map((sub) => ({ category: entry.category, name: sub.name })),
  );
  const target = subcategories.find((sub) => sub.name.length > 4) ?? subcategories[0];
  if (!target) throw new Error('The catalogue has no subcategories');
  const text = target.name.slice(1, 5).toUpperCase();
  const expected = subcategories.filter((sub) => sub.name.toLowerCase().includes(text.toLowerCase()));
  const otherCategory = menu.find(
    (entry) =>
      entry.category !== target.category &&
      !entry.category.toLowerCase().includes(text.toLowerCase()) &&
      !expected.some((sub) => sub.category === entry.category),
  );

  await page.goto(menu[0]?.path ?? '/');
  const sidebar = page.getByRole('complementary');
  await sidebar.getByRole('searchbox', { name: 'Search items...' }).fill(text);
  await sidebar.getByRole('searchbox', { name: 'Search items...' }).press('Enter');

  const highlighted = sidebar.locator('a.is-match');
  await expect(highlighted).toHaveCount(expected.length);
  for (const sub of expected) {
    const link = sidebar.locator(`details[data-category="${sub.category}"] a[data-subcategory="${sub.name}"]`);
    await expect(link).toHaveClass(/is-match/);
    await expect(link).toBeVisible();
  }
  if (otherCategory)
    await expect(sidebar.locator(`details[data-category="${otherCategory.category}"]`)).not.toHaveAttribute('open');

  await sidebar.getByRole('searchbox', { name: 'Search items...' }).fill('');
  await sidebar.getByRole('button', { name: 'Search items' }).click();
  await expect(sidebar.locator('.is-match')).toHaveCount(0);
});

test('the sidebar search highlights a category whose name matches', async ({ page }) => {
  await page.goto('/new');
  const sidebar = page.getByRole('complementary');
  await sidebar.getByRole('searchbox', { name: 'Search items...' }).fill('cabl');
  await sidebar.getByRole('button', { name: 'Search items' }).click();
  await expect(sidebar.locator('summary .is-match')).toHaveText(['Cables']);
  await expect(sidebar.getByRole('link', { name: 'New Products' })).toHaveAttribute('href', '/new');
});
