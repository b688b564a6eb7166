import { expect, test, type Page } from '@playwright/test';
import { accountApi, columnTexts, openAsDealer, tableRows, type AccountApi } from './support/account.ts';
import { baseURL } from './support/env.ts';
import { storedSubmission } from './support/forms.ts';
import { sql } from '../server/db/index.ts';
import { usd, withCatalogDb } from './support/shop.ts';

let dealer: AccountApi;
test.beforeAll(async () => {
  dealer = await accountApi(baseURL, 'dealer');
});

const closedOrders = async () =>
  (await dealer.api.call('SAP_OrdersPortal', { bpid: dealer.info.Account, status: 'c' })).refSapOrdersPortal;

/** The day as the browser's own locale writes it. */
const localDay = async (page: Page, day: string) => {
  const locale = await page.evaluate(() => navigator.language);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00Z`));
};

test('an account table sorts by a column from its header, by click and by keyboard', async ({ page }) => {
  const closed = await closedOrders();
  await openAsDealer(page, baseURL, '/account/orders');
  const table = page.getByRole('region', { name: 'Close orders' });
  await expect(tableRows(page, 'Close orders')).toHaveCount(20);
  const header = table.getByRole('columnheader', { name: 'Total' });
  const pager = page.getByRole('navigation', { name: 'Close orders pages' });
  await pager.getByRole('button', { name: 'Page 2' }).click();

  await header.getByRole('button', { name: 'Total' }).click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const totals = closed.map((order) => order.Total);
  const ascending = [...totals].sort((a, b) => a - b);
  expect(await columnTexts(page, 'Close orders', 3)).toEqual(ascending.slice(0, 20).map(usd));

  await header.getByRole('button', { name: 'Total' }).focus();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(await columnTexts(page, 'Close orders', 3)).toEqual(ascending.reverse().slice(0, 20).map(usd));
  await expect(table.getByRole('columnheader', { name: 'PO' })).not.toHaveAttribute('aria-sort');

  // The spec's columns stay, in order, with the status and who placed the order after them.
  await expect(table.getByRole('columnheader')).toHaveText(
    ['Order', 'PO', 'Date', 'Total', 'Status', 'Placed by'].map((name) => new RegExp(`^${name}`)),
  );
  expect(new Set(await columnTexts(page, 'Close orders', 4))).toEqual(new Set(['Closed']));
});

test('dates read in the reader’s locale and tracking numbers link to the carrier', async ({ page }) => {
  const { refSapPortal } = await dealer.api.call('SAP_OpenOrdersPortal', { src: dealer.info.Account, cmd: 'delivery' });
  const [first] = refSapPortal;
  if (!first?.TrackNo) throw new Error('The dealer has no shipment with a tracking number');
  await openAsDealer(page, baseURL, '/account');
  const row = tableRows(page, 'Recent shipments').first();
  await expect(row.locator('time')).toHaveAttribute('datetime', first.ShipDate.slice(0, 10));
  await expect(row.locator('time')).toHaveText(await localDay(page, first.ShipDate.slice(0, 10)));
  const link = row.getByRole('link', { name: new RegExp(`^${first.TrackNo}: track with`) });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const carrierHost = { UPS: 'www.ups.com', FedEx: 'www.fedex.com', DHL: 'www.dhl.com' };
  const carrier = Object.keys(carrierHost).find((name) => first.ShipVia?.includes(name)) as keyof typeof carrierHost;
  expect(new URL((await link.getAttribute('href')) ?? '').host).toBe(carrierHost[carrier]);
  expect(await link.getAttribute('href')).toContain(first.TrackNo);
});

test('order details show status, subtotal and the order total', async ({ page }) => {
  const [order] = await closedOrders();
  if (!order) throw new Error('The dealer has no closed orders');
  const details = await dealer.api.call('GetShipmentDetails', { oid: order.DocNum, bpid: dealer.info.Account });
  const subtotal = details.tbl1.reduce((sum, line) => sum + Math.round(line.Total * 100), 0) / 100;
  await openAsDealer(page, baseURL, `/account/order/${order.DocNum}`);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('StatusClosed');
  await expect(summary).toContainText(`Subtotal${usd(subtotal)}`);
  await expect(summary).toContainText(`Order total${usd(order.Total)}`);
  const shipments = page.getByRole('region', { name: 'Order shipments' });
  await expect(shipments.getByRole('link').first()).toHaveAttribute('target', '_blank');
});

test('a valid Account information submit sends a change request to the account manager', async ({ page }) => {
  await openAsDealer(page, baseURL, '/account/info');
  const company = page.getByRole('group', { name: 'Billing' }).getByRole('textbox', { name: 'Company' });
  await expect(company).not.toHaveValue('');
  const wanted = `Summit AV West ${Date.now()}`;
  await company.fill(wanted);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your change request has been sent to your account manager. Your details here change once your account has been updated.',
  );
  const payload = await storedSubmission('account-change-request', wanted);
  expect(payload).toMatchObject({ company: wanted, account: dealer.info.Account });
});

test('Account information shows both second address lines; the mail marks the one changed', async ({ page }) => {
  await openAsDealer(page, baseURL, '/account/info');
  const billing = page.getByRole('group', { name: 'Billing' }).getByRole('textbox', { name: 'Address line 2' });
  const shipping = page.getByRole('group', { name: 'Shipping' }).getByRole('textbox', { name: 'Address line 2' });
  await expect(billing).toHaveValue(dealer.info.Address2 ?? '');
  await expect(shipping).toHaveValue(dealer.info.ShipAddress2 ?? '');
  const wanted = `Suite ${Date.now()}`;
  await billing.fill(wanted);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText('Your change request has been sent to your account manager.');

  expect(await storedSubmission('account-change-request', wanted)).toMatchObject({ address2: wanted });
  const {
    rows: [mail],
  } = await withCatalogDb((db) =>
    sql<{ subject: string; body: string }>`
      SELECT o.subject, o.body FROM submissions s JOIN outbox o ON o.id = s.outbox_id
       WHERE s.kind = 'account-change-request' AND s.payload LIKE ${`%${wanted}%`}`.execute(db),
  );
  expect(mail?.subject).toMatch(/: 1 field changed$/);
  expect(String(mail?.body)).toContain(
    `Changed (1; account → requested):\naddress2: ${dealer.info.Address2 || '-'} → ${wanted}\n\nUnchanged:\n`,
  );
});
