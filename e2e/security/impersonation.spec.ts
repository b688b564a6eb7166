import { expect, test } from '@playwright/test';
import { signInThroughModal } from '../support/shop.ts';

test('a staff session as a customer is shown as such on every page, and a normal one is not', async ({ page }) => {
  await signInThroughModal(page, 'staff');
  const banner = page.getByRole('status').filter({ hasText: 'Staff session' });
  await expect(banner).toHaveCount(0);

  await page.goto('/imp/dealer');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('you (staff) are signed in as dealer');

  await page.goto('/');
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'End session' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a customer signing in sees no staff banner', async ({ page }) => {
  await signInThroughModal(page, 'dealer');
  await expect(page.getByRole('status').filter({ hasText: 'Staff session' })).toHaveCount(0);
});
