import { expect, test, type Page } from '@playwright/test';
import { createApiClient } from '../src/api/calls.ts';
import { placeOrderResponse } from '../src/api/orders.ts';
import { authState } from '../src/features/session/auth.ts';
import { ownServerPort } from './support/env.ts';
import { startExtraServer, type ExtraServer } from './support/server.ts';
import { signInThroughModal, stockedItem, type StockedItem } from './support/shop.ts';
import { storedSession } from './support/visitor.ts';

let item: StockedItem;
test.beforeAll(async () => {
  item = await stockedItem(2);
});

async function fillCart(page: Page) {
  await page.goto(`/item/${item.sku}`);
  await page
    .getByRole('region', { name: 'Price and availability' })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await page.goto('/secure/cart');
  await expect(page.getByRole('listitem').filter({ hasText: item.title })).toBeVisible();
}

test('an order carries its PO number and comments, then the cart confirms it with a link', async ({
  page,
  baseURL,
}) => {
  await signInThroughModal(page, 'dealer');
  await fillCart(page);
  await page.getByRole('textbox', { name: 'PO number (optional)' }).fill('PO-E2E-17');
  await page.getByRole('textbox', { name: 'Comments (optional)' }).fill('Ship with the rack order.');
  const placing = page.waitForResponse((response) => response.url().endsWith('/api/EmailManagement/PlacingOrder'));
  await page.getByRole('button', { name: 'Place Order' }).click();
  const response = await placing;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[\x21-\x7e]{1,200}$/);
  const { DocNum } = placeOrderResponse.parse(await response.json());

  await expect(page.getByRole('heading', { name: `Thank you! Your order ${DocNum} has been placed.` })).toBeVisible();
  await expect(page.getByRole('link', { name: `View order ${DocNum}` })).toHaveAttribute(
    'href',
    `/account/order/${DocNum}`,
  );
  await expect(page.getByText('Oops! No items in cart.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

  const { token, auth: storedAuth } = await storedSession(page);
  const { userInfo } = authState.parse(JSON.parse(storedAuth));
  const bpid = userInfo?.Account ?? '';
  const api = createApiClient({ baseUrl: baseURL ?? '', retry: 0, getToken: () => token });
  const { refSapOrdersPortal } = await api.call('SAP_OrdersPortal', { bpid, status: 'o' });
  expect(refSapOrdersPortal.find((order) => order.DocNum === DocNum)?.po).toBe('PO-E2E-17');
  const details = await api.call('GetShipmentDetails', { oid: DocNum, bpid });
  expect(details.tbl2[0]).toMatchObject({ po: 'PO-E2E-17', Comments: 'Ship with the rack order.' });

  await page.goto(`/account/order/${DocNum}`);
  const billTo = page.getByRole('region', { name: 'Bill to' });
  await expect(billTo).toContainText('PO-E2E-17');
  await expect(billTo).toContainText('Ship with the rack order.');

  await page.goto('/secure/cart');
  await expect(page.getByText('Oops! No items in cart.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
});

test.describe('when human verification rejects the order', () => {
  let rejecting: ExtraServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    rejecting = await startExtraServer(ownServerPort.orderRejecting, { CAPTCHA: 'reject' });
  });
  test.afterAll(async () => rejecting.stop());

  test('the status is 404 for 3 seconds and the cart is kept', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: rejecting.url });
    const page = await context.newPage();
    let ordered = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/PlacingOrder')) ordered = true;
    });
    await signInThroughModal(page, 'dealer');
    await fillCart(page);
    await page.getByRole('button', { name: 'Place Order' }).click();

    const failure = page.getByRole('alert').filter({ hasText: 'Your order could not be placed. Please try again.' });
    await expect(failure).toBeVisible();
    await expect(failure).toHaveAttribute('data-status', '404');
    await expect(failure).toBeHidden({ timeout: 6000 });
    await expect(page.getByRole('listitem').filter({ hasText: item.title })).toBeVisible();
    expect(ordered).toBe(false);
    await context.close();
  });
});
