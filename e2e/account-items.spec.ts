import { expect, test } from '@playwright/test';
import { csvParseRows } from 'd3-dsv';
import { readFile } from 'node:fs/promises';
import { cartLines } from '../src/features/cart/cart.ts';
import { accountApi, columnTexts, openAsDealer, tableRows, type AccountApi } from './support/account.ts';
import { baseURL } from './support/env.ts';
import { usd } from './support/shop.ts';

let dealer: AccountApi;
let distributor: AccountApi;
test.beforeAll(async () => {
  dealer = await accountApi(baseURL, 'dealer');
  distributor = await accountApi(baseURL, 'distributor');
});

test('Open Items filters by PO or sku and a comment is saved and survives a reload', async ({ page }) => {
  const { refOpenItems } = await dealer.api.call('SAP_GetOpenItems', { sap: 2, bpid: dealer.info.Account });
  const item = refOpenItems[0];
  if (!item) throw new Error('The dealer has no open items');
  await openAsDealer(page, baseURL, '/account/open');
  await expect(page.getByRole('heading', { level: 1, name: 'Open Items' })).toBeVisible();
  await expect(tableRows(page, 'Open items')).toHaveCount(refOpenItems.length);

  const search = page.getByRole('searchbox', { name: 'Search by PO or sku' });
  await search.fill(item.sku.toLowerCase());
  const bySku = refOpenItems.filter((row) => row.sku.toLowerCase().includes(item.sku.toLowerCase()));
  await expect(tableRows(page, 'Open items')).toHaveCount(bySku.length);
  await search.fill(item.Po ?? '');
  const po = (item.Po ?? '').toLowerCase();
  const byPo = refOpenItems.filter((row) => row.Po?.toLowerCase().includes(po) || row.sku.toLowerCase().includes(po));
  await expect(tableRows(page, 'Open items')).toHaveCount(byPo.length);
  await expect(tableRows(page, 'Open items').first().getByRole('link')).toHaveAttribute(
    'href',
    `/account/order/${item.SO}`,
  );

  const comment = `Please ship with the next pallet ${Date.now()}`;
  const name = `Comment on ${item.sku}, order ${item.SO}`;
  await page.getByRole('button', { name }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Submitted successfully');
  await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(tableRows(page, 'Open items').first()).toContainText(comment);

  await page.reload();
  await page.getByRole('searchbox', { name: 'Search by PO or sku' }).fill(item.Po ?? '');
  await expect(tableRows(page, 'Open items').filter({ hasText: comment })).toHaveCount(1);
  await page.getByRole('button', { name }).first().click();
  await expect(page.getByRole('dialog', { name }).getByRole('status')).toHaveCount(0);
});

test('Product List shows the account’s prices and downloads product-list.csv with one row per product', async ({
  page,
}) => {
  const { refOpenOrdersPortal: rows } = await dealer.api.call('GetProductsList', {
    cmd: 'skulist',
    bpid: dealer.info.Account,
  });
  await openAsDealer(page, baseURL, '/account/skulist');
  await expect(page.getByRole('heading', { level: 1, name: 'Product List' })).toBeVisible();
  // The whole catalogue, 50 rows a page.
  await expect(tableRows(page, 'Product list')).toHaveCount(Math.min(50, rows.length));
  const pages = page.getByRole('navigation', { name: 'Product list pages' });
  const last = Math.ceil(rows.length / 50);
  await pages.getByRole('button', { name: `Page ${last}` }).click();
  await expect(tableRows(page, 'Product list')).toHaveCount(rows.length - (last - 1) * 50);
  await expect(tableRows(page, 'Product list').last().locator('td').first()).toHaveText(String(rows.length));
  await pages.getByRole('button', { name: 'Page 1' }).click();
  const first = rows[0];
  if (!first?.dealer || !first.msrp) throw new Error('The dealer sees no dealer price');
  const firstRow = tableRows(page, 'Product list').first();
  await expect(firstRow).toContainText(usd(first.dealer));
  await expect(firstRow).toContainText(`${first.stockUS} / ${first.ASNUS}`);

  const search = page.getByRole('searchbox', { name: 'Search by category or Sku' });
  await search.fill(first.gname.toUpperCase());
  const inCategory = rows.filter(
    (row) =>
      row.gname.toLowerCase().includes(first.gname.toLowerCase()) ||
      row.Sku.toLowerCase().includes(first.gname.toLowerCase()),
  );
  await expect(tableRows(page, 'Product list')).toHaveCount(Math.min(50, inCategory.length));
  await search.fill('');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('product-list.csv');
  const text = await readFile(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const parsed = csvParseRows(text.slice(1));
  expect(parsed[0]).toEqual([
    'Category',
    'Sku',
    'Title',
    'MSRP',
    'My Price',
    'US / Inbound',
    'EU / Inbound',
    'SZ / Inbound',
    'Shipped',
    'Status',
  ]);
  expect(parsed).toHaveLength(rows.length + 1);
  expect(parsed.slice(1).map((row) => row[1])).toEqual(rows.map((row) => row.Sku));
  expect(parsed[1]).toEqual([
    first.gname,
    first.Sku,
    first.title,
    first.msrp.toFixed(2),
    first.dealer.toFixed(2),
    `${first.stockUS} / ${first.ASNUS}`,
    `${first.stockEU} / ${first.ASNEU}`,
    `${first.stockSZ} / ${first.ASNSZ}`,
    String(first.ship),
    first.status,
  ]);
});

test('Order Sku History adds one unit at the account’s price and shows nothing of another account', async ({
  page,
}) => {
  const { refOpenOrdersPortal: rows } = await dealer.api.call('GetSkuHistoryList', {
    cmd: 'skuhistory',
    bpid: dealer.info.Account,
  });
  const others = await distributor.api.call('GetSkuHistoryList', {
    cmd: 'skuhistory',
    bpid: distributor.info.Account,
  });
  await openAsDealer(page, baseURL, '/account/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Sku History' })).toBeVisible();
  // Every sku ordered, 50 rows a page.
  if (rows.length <= 50) throw new Error('The dealer’s sku history fits one page: the pages go untested');
  const firstPage = rows.slice(0, 50);
  await expect(tableRows(page, 'Order sku history')).toHaveCount(50);
  expect(await columnTexts(page, 'Order sku history', 1)).toEqual(firstPage.map((row) => row.Sku));
  const pages = page.getByRole('navigation', { name: 'Order sku history pages' });
  const last = Math.ceil(rows.length / 50);
  await pages.getByRole('button', { name: `Page ${last}` }).click();
  await expect(tableRows(page, 'Order sku history')).toHaveCount(rows.length - (last - 1) * 50);
  expect(await columnTexts(page, 'Order sku history', 1)).toEqual(rows.slice((last - 1) * 50).map((row) => row.Sku));
  // Another account's skus are on no page: a search for one finds none of its rows.
  const search = page.getByRole('searchbox', { name: 'Search by category or Sku' });
  const onlyOthers = others.refOpenOrdersPortal.filter((row) => !rows.some((own) => own.Sku === row.Sku));
  for (const row of onlyOthers.slice(0, 3)) {
    await search.fill(row.Sku);
    await expect(pages).toBeHidden();
    await expect(page.getByRole('link', { name: row.Sku, exact: true })).toHaveCount(0);
  }
  await search.fill('');
  await expect(tableRows(page, 'Order sku history')).toHaveCount(50);

  const outOfStock = firstPage.find((row) => row.Stock <= 0);
  if (!outOfStock) throw new Error('The dealer ordered nothing that is out of stock');
  await expect(tableRows(page, 'Order sku history').filter({ hasText: outOfStock.Sku })).toContainText('Out of stock');
  const stocked = firstPage.find((row) => row.Stock > 0);
  if (!stocked) throw new Error('The dealer ordered nothing that is in stock');
  await page.getByRole('button', { name: `Add to Cart ${stocked.Sku}`, exact: true }).click();
  const row = tableRows(page, 'Order sku history').filter({ hasText: stocked.Sku }).first();
  await expect(row).toContainText('Added to cart');
  const stored = await page.evaluate(() => localStorage.getItem('av:cart:v1'));
  const detail = await dealer.api.call('GetItemDetail', { skuid: stocked.Sku });
  expect(cartLines.parse(JSON.parse(stored ?? '[]'))).toEqual([
    expect.objectContaining({ id: stocked.Sku, qty: 1, amount: detail.refStocks[0]?.dealer }),
  ]);
});
