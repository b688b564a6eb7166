import { expect, test, type Page } from '@playwright/test';
import { accountApi, tableRows } from './support/account.ts';
import { COLLEAGUE_PASSWORD, colleague } from './support/company.ts';
import { baseURL } from './support/env.ts';
import { signInThroughModal, stockedItem } from './support/shop.ts';

// Names of this run: the storefront's database outlives a run.
const run = Date.now().toString(36);

// Two buyers of the dealer's company per parallel worker, kept across runs: accepting invitations
// is limited per address.
let owner = '';
let other = '';
test.beforeAll(async () => {
  const worker = test.info().parallelIndex;
  owner = await colleague(baseURL, `sharing-owner-${worker}`, 'buyer');
  other = await colleague(baseURL, `sharing-other-${worker}`, 'buyer');
});

const signOut = async (page: Page) => {
  await page.goto('/logout');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
};

/** The account menu's link named `name`: beside the page on a wide screen, in the main menu on a phone. */
async function accountLink(page: Page, name: string, narrow: boolean) {
  if (!narrow) return page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name });
  const main = page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Menu' }).click();
  await main.getByRole('button', { name: 'Account menu' }).click();
  return main.getByRole('link', { name });
}

/** The rows of the Saved lists table naming `name`. */
const listRow = (page: Page, name: string) => tableRows(page, 'Saved lists').filter({ hasText: name });

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a buyer's list is private until the buyer shares it with the company at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const name = `Site kit ${viewport.width} ${run}`;
    const { api } = await accountApi(baseURL, owner, COLLEAGUE_PASSWORD);
    const item = await stockedItem(1);
    await api.call('CreateSavedList', { name, lines: [{ sku: item.sku, qty: 2 }] });

    await signInThroughModal(page, other, COLLEAGUE_PASSWORD);
    await page.goto('/account/lists');
    await expect(tableRows(page, 'Saved lists').first()).toBeVisible();
    await expect(listRow(page, name)).toHaveCount(0);
    await signOut(page);

    await signInThroughModal(page, owner, COLLEAGUE_PASSWORD);
    await page.goto('/account/lists');
    const share = listRow(page, name).getByRole('switch', { name: `Shared with company (${name})` });
    await expect(share).not.toBeChecked();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
      'the lists page scrolls sideways',
    ).toBe(false);
    await share.focus();
    await page.keyboard.press('Space');
    await expect(share).toBeChecked();
    await expect(share).toBeEnabled();
    await signOut(page);

    await signInThroughModal(page, other, COLLEAGUE_PASSWORD);
    await page.goto('/account/lists');
    const shared = listRow(page, name);
    await expect(shared.getByRole('cell').nth(1)).toHaveText(owner);
    await expect(shared.getByRole('cell').nth(4)).toHaveText('Shared with company');
    await shared.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(tableRows(page, 'List lines').filter({ hasText: item.sku })).toBeVisible();
  });

  test(`the company admin sees a buyer's quote request and who asked at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { api } = await accountApi(baseURL, owner, COLLEAGUE_PASSWORD);
    const item = await stockedItem(1);
    const { id } = await api.call('RequestQuote', { note: 'Boardroom', lines: [{ sku: item.sku, qty: 3 }] });

    await signInThroughModal(page, 'dealer');
    await page.goto('/account/quotes');
    const row = tableRows(page, 'Quotes').filter({ has: page.getByRole('link', { name: String(id), exact: true }) });
    await expect(row.getByRole('cell').last()).toHaveText(owner);
  });

  test(`staff signed in as a buyer reads the company's members and approvals at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const buyer = other;
    await signInThroughModal(page, 'staff');
    await page.goto(`/imp/${buyer}`);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/account\/info\/?$/);

    await (await accountLink(page, 'Members', viewport.width < 500)).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    const row = tableRows(page, 'Members').filter({ hasText: buyer });
    await expect(row.getByRole('cell').nth(2)).toHaveText('Buyer');
    await expect(page.getByText('Staff view: read only.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite a colleague' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: `Role of ${buyer}` })).toHaveCount(0);

    await (await accountLink(page, 'Approvals', viewport.width < 500)).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    await expect(page.getByText('Staff view: read only. Orders are approved by the company’s admins.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Approve and place order/ })).toHaveCount(0);
  });
}
