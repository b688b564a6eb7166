import { expect, test } from '@playwright/test';

test('the storefront serves its home page', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/AVConnect Pro/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
