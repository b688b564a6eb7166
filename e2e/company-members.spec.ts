import { expect, test, type Page } from '@playwright/test';
import { INVITATION_PATH } from '../src/config/company-roles.ts';
import { priceFor } from '../src/config/pricing.ts';
import { mailFileText } from './support/mail.ts';
import { signInThroughModal, stockedItem, usd } from './support/shop.ts';
import { watchToasts } from './support/toasts.ts';

// Names of this run: the storefront's database outlives a run.
const run = Date.now().toString(36);
const password = 'Colleague2026';

/** The dealer, the company admin, invites a colleague from the Members page. */
async function invite(page: Page, userName: string, email: string, role: 'Buyer' | 'Viewer') {
  const toasts = await watchToasts(page);
  await signInThroughModal(page, 'dealer');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite a colleague' }).click();
  const form = page.getByRole('group', { name: 'Invite a colleague' });
  await form.getByRole('textbox', { name: 'User name' }).fill(userName);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: role });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toContainText(`Invitation sent to ${email}`);
  const row = page.getByRole('region', { name: 'Members' }).getByRole('row').filter({ hasText: userName });
  await expect(row.getByRole('cell').nth(3)).toHaveText('Invited');
  await page.goto('/logout');
  await expect.poll(() => toasts).toContainEqual({ role: 'status', text: 'You are successfully logged out!' });
}

/** The colleague opens the mailed link, sets a password, and signs in with it. */
async function accept(page: Page, userName: string, email: string) {
  let link = '';
  await expect
    .poll(
      async () =>
        (link = /https?:\/\/\S+#token=[\w-]+/.exec(await mailFileText('company-invitation', email))?.[0] ?? ''),
    )
    .not.toBe('');
  const { pathname, hash } = new URL(link);
  expect(pathname).toBe(INVITATION_PATH);
  await page.goto(`${pathname}${hash}`);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is set');
  await signInThroughModal(page, userName, password);
}

test('the admin invites a buyer, who sets a password from the mailed link and signs in to the company', async ({
  page,
}) => {
  const userName = `buyer-${run}`;
  const email = `${userName}@dealer.example`;
  await invite(page, userName, email, 'Buyer');
  await accept(page, userName, email);

  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('link', { name: 'Saved lists' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Members' })).toBeHidden();
  // The company's order history, with who placed each order.
  await menu.getByRole('link', { name: 'Order History' }).click();
  const closed = page.getByRole('region', { name: 'Close orders' });
  await expect(closed.getByRole('row').nth(1).getByRole('cell').nth(5)).toHaveText('dealer');
});

test('a viewer sees the company price and stock, the shared lists, and no Add to cart or cart', async ({ page }) => {
  const userName = `viewer-${run}`;
  const email = `${userName}@dealer.example`;
  await invite(page, userName, email, 'Viewer');
  await accept(page, userName, email);

  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('link', { name: 'Order History' })).toBeVisible();
  // Saved lists shows the lists colleagues shared, read only.
  await expect(menu.getByRole('link', { name: 'Saved lists' })).toBeVisible();
  for (const name of ['Quotes', 'Members']) await expect(menu.getByRole('link', { name })).toBeHidden();

  const item = await stockedItem(1);
  await page.goto(`/item/${item.sku}`);
  const panel = page.getByRole('region', { name: 'Price and availability' });
  await expect(panel.getByRole('definition').nth(1)).toHaveText(usd(priceFor(item.record, 'Dealer') ?? 0));
  await expect(panel).toContainText('In stock');
  await expect(panel.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toBeHidden();
});
