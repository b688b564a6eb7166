import { expect, test, type Page } from '@playwright/test';
import { createApiClient } from '../src/api/calls.ts';
import { TOKEN_KEY } from '../src/features/session/session-flag.ts';
import { baseURL } from './support/env.ts';
import { signInThroughModal, stockedItem } from './support/shop.ts';
import { watchToasts } from './support/toasts.ts';
import { dealerSessionEntries } from './support/visitor.ts';

const loginButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });

for (const width of [1366, 390]) {
  test(`Sign out in the header's Account menu ends the session at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const toasts = await watchToasts(page);
    await signInThroughModal(page, 'dealer');
    await page.goto('/new');
    const main = page.getByRole('navigation', { name: 'Main' });
    if (width < 769) await page.getByRole('button', { name: 'Menu' }).click();
    await main.getByRole('button', { name: 'Account menu' }).click();
    const signOut = main.getByRole('link', { name: 'Sign out' });
    await signOut.click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => toasts).toContainEqual({ role: 'status', text: 'You are successfully logged out!' });
    await expect(loginButton(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile', exact: true })).toHaveCount(0);
  });
}

/** A dealer's session in browser storage whose token the server has revoked (signed out elsewhere). */
async function arriveWithRevokedToken(page: Page): Promise<void> {
  const entries = await dealerSessionEntries(baseURL);
  const token = new Map(entries).get(TOKEN_KEY);
  await createApiClient({ baseUrl: baseURL, retry: 0, getToken: () => token }).call('Logout', {});
  // Once per tab: the pages after it find what the site left in storage.
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('revoked session stored')) return;
    for (const [key, value] of stored) localStorage.setItem(key, value);
    sessionStorage.setItem('revoked session stored', 'yes');
  }, entries);
}

/**
 * The server's refusal of the revoked token, the event the page acts on. Waited for on its own, so
 * a busy machine's slow start of the signed-in islands counts against the test's time, not against
 * what the page does once refused.
 */
const refusal = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401);

test('a token the server no longer accepts ends the session on a listing, with no price or Add to cart', async ({
  page,
}) => {
  await arriveWithRevokedToken(page);
  const refused = refusal(page);
  await page.goto('/cables/hdmi');
  await refused;
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key) ?? '', TOKEN_KEY)).toBe('');
});

test('a token the server no longer accepts ends the session on an account page and goes home', async ({ page }) => {
  await arriveWithRevokedToken(page);
  const refused = refusal(page);
  await page.goto('/account/orders');
  await refused;
  await expect(page).toHaveURL(/\/$/);
  await expect(loginButton(page)).toBeVisible();
});

test('logging out clears the cart and the session and goes home with a toast', async ({ page }) => {
  const item = await stockedItem(1);
  const toasts = await watchToasts(page);
  await signInThroughModal(page, 'dealer');
  await page.goto(`/item/${item.sku}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 line' })).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => toasts).toContainEqual({ role: 'status', text: 'You are successfully logged out!' });
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveCount(0);
  const [token, cart] = await page.evaluate(() => [
    localStorage.getItem('av:token:v1'),
    localStorage.getItem('av:cart:v1'),
  ]);
  expect(token ?? '').toBe('');
  expect(JSON.parse(cart ?? '[]')).toEqual([]);
});

test('staff log in as another user from /imp/{userName}', async ({ page }) => {
  const toasts = await watchToasts(page);
  await signInThroughModal(page, 'staff');
  await page.goto('/imp/dealer');
  await expect(page.getByRole('heading', { name: 'Hi dealer' })).toBeVisible();
  await expect(page.getByText('You are logging in as an impersonate user.')).toBeVisible();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/account\/info\/?$/);
  await expect.poll(() => toasts).toContainEqual({ role: 'status', text: 'You are successfully logged in!' });
  await expect(page.getByRole('group', { name: 'Billing' }).getByRole('textbox', { name: 'Company' })).toHaveValue(
    'Summit AV Integration',
  );
});

test('impersonation fails with a toast for an unknown user and tells a non-staff session it is for staff', async ({
  page,
}) => {
  const toasts = await watchToasts(page);
  await signInThroughModal(page, 'staff');
  await page.goto('/imp/nobody-here');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect.poll(() => toasts).toContainEqual({ role: 'alert', text: 'Invalid username' });
  await expect(page).toHaveURL(/\/imp\/nobody-here\/?$/);

  await page.goto('/logout');
  await expect(loginButton(page)).toBeVisible();
  await signInThroughModal(page, 'dealer');
  await page.goto('/imp/distributor');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Impersonation is for staff only. Sign in with a staff account to log in as distributor.',
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username' })).toHaveCount(0);
});

for (const width of [1366, 390]) {
  test(`staff signed in as a customer are told an unknown user does not exist at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 769 ? 844 : 768 });
    const toasts = await watchToasts(page);
    await signInThroughModal(page, 'staff');
    await page.goto('/imp/dealer');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/account\/info\/?$/);
    const banner = page.getByRole('status').filter({ hasText: 'Staff session:' });
    await expect(banner).toContainText('you (staff) are signed in as dealer');

    await page.goto('/imp/nosuchuser');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => toasts).toContainEqual({ role: 'alert', text: 'Invalid username' });
    await expect(page.getByText('Impersonation is for staff only', { exact: false })).toHaveCount(0);
    // Still the same staff session, signed in as dealer.
    await expect(page).toHaveURL(/\/imp\/nosuchuser\/?$/);
    await expect(banner).toContainText('you (staff) are signed in as dealer');
  });
}
