import { expect, test } from '@playwright/test';
import { accountApi, columnTexts, openAsDealer, tableRows, type AccountApi } from './support/account.ts';
import { baseURL } from './support/env.ts';

let dealer: AccountApi;
let distributor: AccountApi;
test.beforeAll(async () => {
  dealer = await accountApi(baseURL, 'dealer');
  distributor = await accountApi(baseURL, 'distributor');
});

test('Shipments lists the account’s shipments, searchable by PO, and none of another account', async ({ page }) => {
  const { refSapPortal } = await dealer.api.call('SAP_OpenOrdersPortal', { src: dealer.info.Account, cmd: 'delivery' });
  const others = await distributor.api.call('SAP_OpenOrdersPortal', {
    src: distributor.info.Account,
    cmd: 'delivery',
  });
  await openAsDealer(page, baseURL, '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Shipments' })).toBeVisible();
  await expect(tableRows(page, 'Recent shipments')).toHaveCount(refSapPortal.length);
  const shown = await columnTexts(page, 'Recent shipments', 0);
  expect(shown).toEqual(refSapPortal.map((row) => String(row.SO)));
  for (const other of others.refSapPortal) expect(shown).not.toContain(String(other.SO));

  const po = refSapPortal.find((row) => row.PO)?.PO ?? '';
  const term = po.slice(1, 6).toLowerCase();
  await page.getByRole('searchbox', { name: 'Search by PO' }).fill(term);
  const expected = refSapPortal.filter((row) => row.PO?.toLowerCase().includes(term));
  await expect(tableRows(page, 'Recent shipments')).toHaveCount(expected.length);
  expect(await columnTexts(page, 'Recent shipments', 1)).toEqual(expected.map((row) => row.PO));
});

test('Order History pages open and closed orders by 20 and a search goes back to page 1', async ({ page }) => {
  const bpid = dealer.info.Account;
  const open = (await dealer.api.call('SAP_OrdersPortal', { bpid, status: 'o' })).refSapOrdersPortal;
  const closed = (await dealer.api.call('SAP_OrdersPortal', { bpid, status: 'c' })).refSapOrdersPortal;
  expect(closed.length).toBeGreaterThan(20);
  await openAsDealer(page, baseURL, '/account/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await expect(tableRows(page, 'Open orders')).toHaveCount(Math.min(20, open.length));
  expect(await columnTexts(page, 'Open orders', 0)).toEqual(open.slice(0, 20).map((o) => String(o.DocNum)));
  expect(await columnTexts(page, 'Close orders', 0)).toEqual(closed.slice(0, 20).map((o) => String(o.DocNum)));

  const pager = page.getByRole('navigation', { name: 'Close orders pages' });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(await columnTexts(page, 'Close orders', 0)).toEqual(closed.slice(20, 40).map((o) => String(o.DocNum)));

  const term = (closed[0]?.po ?? '').slice(0, 3).toLowerCase();
  await page.getByRole('searchbox', { name: 'Search close orders by PO' }).fill(term);
  const matching = closed.filter((o) => o.po?.toLowerCase().includes(term));
  await expect(tableRows(page, 'Close orders')).toHaveCount(Math.min(20, matching.length));
  expect(matching.length, 'the term matches more than one page').toBeGreaterThan(20);
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(await columnTexts(page, 'Close orders', 0)).toEqual(matching.slice(0, 20).map((o) => String(o.DocNum)));
  // The open table keeps its own search.
  await expect(tableRows(page, 'Open orders')).toHaveCount(Math.min(20, open.length));
});

test('an order link opens that order’s details; another account’s order is not shown', async ({ page }) => {
  const bpid = dealer.info.Account;
  const [first] = (await dealer.api.call('SAP_OrdersPortal', { bpid, status: 'c' })).refSapOrdersPortal;
  if (!first) throw new Error('The dealer has no closed orders');
  const details = await dealer.api.call('GetShipmentDetails', { oid: first.DocNum, bpid });
  await openAsDealer(page, baseURL, '/account/orders');
  await page
    .getByRole('region', { name: 'Close orders' })
    .getByRole('link', { name: String(first.DocNum) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/account/order/${first.DocNum}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${first.DocNum}` })).toBeVisible();
  const billTo = page.getByRole('region', { name: 'Bill to' });
  await expect(billTo).toContainText(details.tbl2[0]?.CardName ?? 'N/A');
  await expect(billTo).toContainText(first.po ?? 'N/A');
  expect(await columnTexts(page, 'Order items', 0)).toEqual(details.tbl1.map((line) => line.ItemCode));
  const firstLine = details.tbl1[0];
  if (firstLine) {
    await expect(
      page.getByRole('region', { name: 'Order items' }).getByRole('link', { name: firstLine.ItemCode }).first(),
    ).toHaveAttribute('href', `/item/${encodeURIComponent(firstLine.ItemCode)}`);
  }
  expect(await columnTexts(page, 'Order shipments', 2)).toEqual(
    details.tbl3.length ? details.tbl3.map((s) => String(s.Invoice)) : ['N/A'],
  );

  const [foreign] = (await distributor.api.call('SAP_OrdersPortal', { bpid: distributor.info.Account, status: 'c' }))
    .refSapOrdersPortal;
  await page.goto(`/account/order/${foreign?.DocNum ?? 1}`);
  await expect(page.getByRole('alert')).toHaveText('This order was not found in your account.');
  await expect(page.getByRole('region', { name: 'Order items' })).toHaveCount(0);
});
