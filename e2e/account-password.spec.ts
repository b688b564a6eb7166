import { expect, test } from '@playwright/test';
import { ownServerPort } from './support/env.ts';
import { startExtraServer, type ExtraServer } from './support/server.ts';
import { demoPassword, signInThroughModal } from './support/shop.ts';

// The password changes in a database of its own, so no other journey ever signs in with a stale one.
test.describe.configure({ mode: 'serial' });
let own: ExtraServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startExtraServer(ownServerPort.accountPassword, {}, { fresh: true });
});
test.afterAll(async () => own.stop());

test('Change Password checks its fields, signs out 5 seconds after success, and the new password works', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: own.url });
  const page = await context.newPage();
  await signInThroughModal(page, 'dealer');
  await page.goto('/account/password');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();

  const oldField = page.getByLabel('Old password', { exact: true });
  const newField = page.getByLabel('New password', { exact: true });
  const confirmField = page.getByLabel('Confirm new password', { exact: true });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter your old password')).toBeVisible();
  await newField.fill('weak');
  await newField.blur();
  await expect(
    page.getByText('Your password must have at least 6 characters, an uppercase, a lowercase and a number'),
  ).toBeVisible();
  await confirmField.fill('other');
  await confirmField.blur();
  await expect(page.getByText('Entered password must match the new password')).toBeVisible();

  await page.getByRole('button', { name: 'Show new password' }).click();
  await expect(newField).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide new password' }).click();
  await expect(newField).toHaveAttribute('type', 'password');

  const newPassword = 'Fresh2026';
  await oldField.fill(demoPassword);
  await newField.fill(newPassword);
  await confirmField.fill(newPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('[data-status="200"]')).toBeVisible();
  await expect(page.getByText('Please enter your old password')).toHaveCount(0);
  // Still signed in right after, then signed out and home once 5 seconds have passed.
  await expect(page).toHaveURL(/\/account\/password\/?$/);
  await expect(page).toHaveURL(new RegExp(`^${own.url}/$`), { timeout: 10_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByRole('textbox', { name: 'Username or email' }).fill('dealer');
  await dialog.getByLabel('Password', { exact: true }).fill(demoPassword);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByText('Invalid  username or password')).toBeVisible();

  await signInThroughModal(page, 'dealer', newPassword);
  await context.close();
});

test('Cancel goes back to the page before', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: own.url });
  const page = await context.newPage();
  await signInThroughModal(page, 'distributor');
  await page.goto('/account/orders');
  await page.goto('/account/password');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/account\/orders\/?$/);
  await context.close();
});
