import { expect, test, type Page } from '@playwright/test';
import { watchToasts } from './support/toasts.ts';
import { dealerLogin } from './support/visitor.ts';

const loginButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign In' });

async function openLogin(page: Page) {
  await page.goto('/');
  await loginButton(page).click();
  await expect(loginDialog(page)).toBeVisible();
  return loginDialog(page);
}

test('the login modal offers insider benefits and closes with Escape, focus back on Login', async ({ page }) => {
  const dialog = await openLogin(page);
  await expect(dialog.getByRole('heading', { name: 'Become an Insider' })).toBeVisible();
  for (const benefit of ['Product pricing and availability', 'Request orders', 'Training videos and resources']) {
    await expect(dialog.getByText(benefit)).toBeVisible();
  }
  await expect(dialog.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('checkbox', { name: 'Remember me' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(loginButton(page)).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('both fields are required, on leaving a field and on submit', async ({ page }) => {
  const dialog = await openLogin(page);
  const user = dialog.getByRole('textbox', { name: 'Username or email' });
  await user.focus();
  await user.blur();
  await expect(dialog.getByText('Username or email is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the modal message and the error toast, and stores no session', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByRole('textbox', { name: 'Username or email' }).fill(dealerLogin.Email);
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong1234');
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  const message = dialog.getByRole('alert');
  await expect(message).toBeVisible();
  expect(await message.textContent()).toBe('Invalid  username or password');
  await expect(page.getByRole('alert').filter({ hasText: /^Invalid username or password/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('av:token:v1') ?? '')).toBe('');

  await page.keyboard.press('Escape');
  await loginButton(page).click();
  await expect(loginDialog(page).getByRole('alert')).toHaveCount(0);
});

test('signing in stores the session, shows the toast and lands on the profile', async ({ page }) => {
  const toasts = await watchToasts(page);
  const dialog = await openLogin(page);
  await dialog.getByRole('textbox', { name: 'Username or email' }).fill(dealerLogin.Email);
  await dialog.getByLabel('Password', { exact: true }).fill(dealerLogin.Password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/account\/info\/?$/);
  await expect.poll(() => toasts).toContainEqual({ role: 'status', text: 'You are successfully logged in!' });
  await expect(page.getByRole('heading', { name: 'Account information' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Billing' }).getByRole('textbox', { name: 'Company' })).toHaveValue(
    'Summit AV Integration',
  );

  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute('href', '/account/info');
  await expect(banner.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute('href', '/secure/cart');
  await expect(loginButton(page)).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account', exact: true }),
  ).toBeVisible();
});

for (const guarded of ['/account/info', '/secure/cart']) {
  test(`${guarded} sends anonymous visitors home and asks them to sign in`, async ({ page }) => {
    await page.goto(guarded);
    await expect(page).toHaveURL(/\/$/);
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Please sign in to open that page.')).toBeVisible();
    await page.reload();
    await expect(loginButton(page)).toBeVisible();
    await expect(dialog).toBeHidden();
  });
}
