import { expect, test } from '@playwright/test';
import { openAsDealer } from './support/account.ts';
import { baseURL } from './support/env.ts';
import { storedSubmission } from './support/forms.ts';
import { signInThroughModal } from './support/shop.ts';

const guarded = [
  '/account',
  '/account/info',
  '/account/orders',
  '/account/open',
  '/account/invoices',
  '/account/skulist',
  '/account/history',
  '/account/password',
  '/account/order/410001',
  '/secure/cart',
  '/secure/revieworder',
];

test('signed out, every guarded route sends the visitor home', async ({ page }) => {
  for (const path of guarded) {
    await page.goto(path);
    await expect(page, path).toHaveURL(`${baseURL}/`);
  }
});

test('Account information shows the profile in the form and checks it without saving', async ({ page }) => {
  await openAsDealer(page, baseURL, '/account/info');
  await expect(page.getByRole('heading', { level: 1, name: 'Account information' })).toBeVisible();
  await expect(page.getByText('To change these details, please contact your account manager.').first()).toBeVisible();
  const billing = page.getByRole('group', { name: 'Billing' });
  const shipping = page.getByRole('group', { name: 'Shipping' });
  const company = billing.getByRole('textbox', { name: 'Company' });
  await expect(company).not.toHaveValue('');
  await expect(shipping.getByRole('textbox', { name: 'Address', exact: true })).not.toHaveValue('');

  let saved = false;
  page.on('request', (request) => {
    if (request.method() !== 'GET') saved = true;
  });
  // As a visitor clears a field: select its text, delete it, move on with Tab.
  await company.click();
  await company.press('ControlOrMeta+a');
  await company.press('Delete');
  await company.press('Tab');
  await expect(billing.getByText('Company is required')).toBeVisible();
  await billing.getByRole('textbox', { name: 'Website' }).fill('not a site');
  await billing.getByRole('textbox', { name: 'Contact number' }).fill('12345');
  await billing.getByRole('textbox', { name: 'Phone (other or fax)' }).fill('99');
  await shipping.getByRole('textbox', { name: 'City' }).fill('');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill all the required fields correctly!');
  await expect(billing.getByText('Please enter a valid URL')).toBeVisible();
  await expect(billing.getByText('Contact number must have 10 numbers')).toBeVisible();
  await expect(billing.getByText('Phone number must have 10 numbers')).toBeVisible();
  await expect(shipping.getByText('City is required')).toBeVisible();
  expect(saved).toBe(false);
});

test('keys typed the moment the form’s checks take over reach the field', async ({ page }) => {
  // The checks load when the visitor first reaches for the form: held here until the field has focus.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/AccountInfoForm\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openAsDealer(page, baseURL, '/account/info');
  const section = page.getByRole('region', { name: 'Account information' });
  const company = section.getByRole('group', { name: 'Billing' }).getByRole('textbox', { name: 'Company' });
  await expect(company).not.toHaveValue('');
  await company.focus();
  await page.keyboard.press('ControlOrMeta+a');
  // Notes which field has focus when the form with its checks replaces the one drawn without them:
  // a key pressed at that moment goes wherever focus is.
  await section.evaluate((element) => {
    const drawn = element.querySelector('form');
    const observer = new MutationObserver(() => {
      if (drawn?.isConnected) return;
      observer.disconnect();
      element.dataset.focusAtSwap = document.activeElement?.getAttribute('name') ?? 'nothing';
    });
    observer.observe(element, { childList: true });
  });
  release();
  await expect(section).toHaveAttribute('data-focus-at-swap', 'company');
  await page.keyboard.type('Summit AV East');
  await expect(company).toHaveValue('Summit AV East');
  await expect(company).toBeFocused();
});

test('a Submit pressed while the form’s checks load is not lost when they take over', async ({ page }) => {
  // The checks' code is held until the Submit button is pressed, then arrives before its release.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let checks = '';
  await page.route(/\/_astro\/AccountInfoForm\.[\w-]+\.js$/, async (route) => {
    checks = route.request().url();
    await held;
    await route.continue();
  });
  await openAsDealer(page, baseURL, '/account/info');
  const billing = page.getByRole('group', { name: 'Billing' });
  await expect(billing.getByRole('textbox', { name: 'Company' })).not.toHaveValue('');
  const wanted = `Unit ${Date.now()}`;
  await billing.getByRole('textbox', { name: 'Address line 2' }).fill(wanted);
  await page.getByRole('button', { name: 'Submit' }).hover();
  await page.mouse.down();
  await expect.poll(() => checks).not.toBe('');
  release();
  // Loads the same code in the page: once it has run, the form could take over at any moment.
  await page.evaluate(async (url) => void (await import(url)), checks);
  await page.mouse.up();

  await expect(page.getByRole('status')).toContainText('Your change request has been sent to your account manager.');
  expect(await storedSubmission('account-change-request', wanted)).toMatchObject({ address2: wanted });
});

test('the Account side menu shows on large screens and Sign out ends the session', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInThroughModal(page, 'dealer');
  await page.goto('/account/orders');
  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('link', { name: 'Order History' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Open Items' }).click();
  await expect(page).toHaveURL(/\/account\/open\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Open Items' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('the header’s Account menu has Sign out on desktop and on mobile', async ({ page }) => {
  await signInThroughModal(page, 'dealer');
  await page.goto('/account');
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('button', { name: 'Account menu' }).click();
  await expect(main.getByRole('link', { name: 'Sign out' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await main.getByRole('button', { name: 'Account menu' }).click();
  await main.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});
