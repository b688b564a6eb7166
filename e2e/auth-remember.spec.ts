import { expect, test, type Browser, type Page } from '@playwright/test';
import { sdiCable } from './support/priced-item.ts';
import { demoPassword, usd } from './support/shop.ts';

const profileLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Profile', exact: true });
const loginButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });

async function signIn(page: Page, remember: boolean): Promise<void> {
  await page.goto('/');
  await loginButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByRole('textbox', { name: 'Username or email' }).fill('dealer');
  await dialog.getByLabel('Password', { exact: true }).fill(demoPassword);
  await dialog.getByRole('checkbox', { name: 'Remember me' }).setChecked(remember);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account\/info\/?$/);
  await expect(profileLink(page)).toBeVisible();
}

/**
 * The browser closed and opened again: a new context with what the last one kept on disk, which is
 * its storage and its cookies that have an expiry (the browser drops session cookies on closing).
 */
async function restart(browser: Browser, page: Page, viewport: { width: number; height: number }): Promise<Page> {
  const { cookies, origins } = await page.context().storageState();
  await page.context().close();
  const kept = cookies.filter((cookie) => cookie.expires !== -1);
  const context = await browser.newContext({ storageState: { cookies: kept, origins }, viewport });
  return context.newPage();
}

/** The dealer's price on a product page. */
const myPrice = (page: Page) =>
  page.getByRole('region', { name: 'Price and availability' }).getByRole('definition').nth(1);

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`Remember me keeps the session across a browser restart at ${viewport.width} px`, async ({ browser }) => {
    const page = await (await browser.newContext({ viewport })).newPage();
    await signIn(page, true);
    const next = await restart(browser, page, viewport);
    await next.goto('/account/info');
    await expect(profileLink(next)).toBeVisible();
    await expect(next.getByRole('heading', { name: 'Account information' })).toBeVisible();
    await next.context().close();
  });

  test(`without Remember me the session ends with the browser at ${viewport.width} px`, async ({ browser }) => {
    const page = await (await browser.newContext({ viewport })).newPage();
    await signIn(page, false);
    // Within the browser session it lasts across pages and reloads.
    await page.goto('/new');
    await page.reload();
    await expect(profileLink(page)).toBeVisible();
    const next = await restart(browser, page, viewport);
    await next.goto('/new');
    await expect(loginButton(next)).toBeVisible();
    await expect(profileLink(next)).toHaveCount(0);
    await next.goto('/account/info');
    await expect(next).toHaveURL((url) => url.pathname === '/');
    await next.context().close();
  });

  test(`without Remember me every tab of the browser shares the session at ${viewport.width} px`, async ({
    browser,
  }) => {
    const item = sdiCable;
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page, false);
    await page.goto(`/item/${item.sku}`);
    await expect(myPrice(page)).toHaveText(usd(item.prices.Dealer.mine));

    // A ctrl-click opens the cart in a new tab of the same browser, signed in.
    const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
    const [cartTab] = await Promise.all([
      context.waitForEvent('page'),
      cartLink.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await expect(cartTab.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
    await expect(cartTab).toHaveURL(/\/secure\/cart\/?$/);
    const itemTab = await context.newPage();
    await itemTab.goto(`/item/${item.sku}`);
    await expect(myPrice(itemTab)).toHaveText(usd(item.prices.Dealer.mine));
    await expect(profileLink(itemTab)).toBeVisible();

    // Signing out in one tab signs out the others.
    await page.goto('/logout');
    await expect(loginButton(page)).toBeVisible();
    await expect(loginButton(itemTab)).toBeVisible();
    await expect(profileLink(itemTab)).toBeHidden();
    // The cart tab hears of it and goes home by itself (a reload here would race that navigation).
    await expect(cartTab).toHaveURL((url) => url.pathname === '/');
    await context.close();
  });

  test(`sign-in says why it failed and keeps saying it until the visitor acts at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The profile call fails on the way (the network drops it); the password itself is right.
    await page.route('**/api/Account/ParseProperties', (route) => route.abort('connectionreset'));
    await page.goto('/');
    await loginButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByRole('textbox', { name: 'Username or email' }).fill('dealer');
    await dialog.getByLabel('Password', { exact: true }).fill(demoPassword);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    const reason = dialog.getByRole('alert');
    await expect(reason).toHaveText(
      'You were signed in, but your account details could not be loaded. Please try again.',
    );
    await expect(dialog).toBeVisible();
    await expect(loginButton(page)).toBeAttached();

    await page.unroute('**/api/Account/ParseProperties');
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(reason).toHaveText('Invalid  username or password');
  });
}
