import { expect, test } from '@playwright/test';
import { placeOrderResponse } from '../src/api/orders.ts';
import { accountApi, columnTexts, openAsDealer } from './support/account.ts';
import { baseURL } from './support/env.ts';
import { sql } from '../server/db/index.ts';
import { stockedItem, usd, withCatalogDb, type StockedItem } from './support/shop.ts';

let item: StockedItem;
test.beforeAll(async () => {
  item = await stockedItem(3);
});

test('Order review shows the cart, submits it as an order and the order is among the open orders', async ({ page }) => {
  await openAsDealer(page, baseURL, `/item/${item.sku}`);
  await page
    .getByRole('region', { name: 'Price and availability' })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await page.goto('/secure/revieworder');
  await expect(page.getByRole('heading', { level: 1, name: 'Review Order' })).toBeVisible();
  const row = page.getByRole('region', { name: 'Order items' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(item.title);
  await expect(row).toContainText(item.sku);
  await expect(row).toContainText(usd(item.record.dealer));
  await expect(page.getByRole('link', { name: 'Change billing address' })).toHaveAttribute('href', '/account/info');
  await expect(page.getByRole('link', { name: 'Change shipping address' })).toHaveAttribute('href', '/account/info');
  await expect(page.getByText('we will phone you to confirm it')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Revise Order' })).toHaveAttribute('href', '/secure/cart');

  await page.getByRole('textbox', { name: 'Comments (optional)' }).fill('Deliver to the loading dock, please.');
  const placing = page.waitForResponse((response) => response.url().endsWith('/api/EmailManagement/PlacingOrder'));
  await page.getByRole('button', { name: 'Submit Order' }).click();
  const response = await placing;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['idempotency-key']).toBeTruthy();
  const { DocNum, Total } = placeOrderResponse.parse(await response.json());
  const {
    rows: [stored],
  } = await withCatalogDb((db) =>
    sql<{ comments: string }>`SELECT comments FROM orders WHERE doc_num = ${DocNum}`.execute(db),
  );
  expect(stored?.comments).toBe('Deliver to the loading dock, please.');
  expect(Total).toBe(item.record.dealer);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your order has been placed.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order items' })).toHaveCount(0);

  const dealer = await accountApi(baseURL, 'dealer');
  const open = await dealer.api.call('SAP_OrdersPortal', { bpid: dealer.info.Account, status: 'o' });
  expect(open.refSapOrdersPortal.map((order) => order.DocNum)).toContain(DocNum);
  await page.getByRole('link', { name: 'See your open orders' }).click();
  await page.getByRole('searchbox', { name: 'Search open orders by PO' }).fill('');
  expect(await columnTexts(page, 'Open orders', 0)).toContain(String(DocNum));
});
