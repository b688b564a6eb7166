import { expect, test, type Page } from '@playwright/test';
import { sql, type Db } from '../server/db/index.ts';
import { cartLines } from '../src/features/cart/cart.ts';
import { openAsDealer } from './support/account.ts';
import { sdiCable, stockOf } from './support/priced-item.ts';
import { baseURL } from './support/env.ts';
import { openCatalogDb, signInThroughModal, stockedItems, usd, type StockedItem } from './support/shop.ts';

const accounts = [
  { userName: 'dealer', accountType: 'Dealer' },
  { userName: 'distributor', accountType: 'Distributor' },
  { userName: 'dealerint', accountType: 'DealerInt' },
  { userName: 'distributorint', accountType: 'DistributorInt' },
  { userName: 'retail', accountType: 'Retail' },
] as const;

let db: Db;
let item: StockedItem | undefined;
test.beforeAll(async () => {
  db = await openCatalogDb();
  [item] = await stockedItems(db, 2, 1);
});
test.afterAll(async () => db.destroy());

test.describe('prices on the product page by account type', () => {
  for (const { userName, accountType } of accounts) {
    test(`${userName} sees the list price and the price of an ${accountType} account, asked for once`, async ({
      page,
    }) => {
      await signInThroughModal(page, userName);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/GetItemDetail')) asked.push(request.postData() ?? '');
      });
      await page.goto(`/item/${sdiCable.sku}`);
      const panel = page.getByRole('region', { name: 'Price and availability' });
      const { list, mine } = sdiCable.prices[accountType];
      await expect(panel.getByRole('definition').nth(0)).toHaveText(usd(list));
      await expect(panel.getByRole('definition').nth(1)).toHaveText(usd(mine));
      await expect(panel.getByText(`In stock (${await stockOf(sdiCable.sku)})`)).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Add to cart' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(asked).toHaveLength(1);
    });
  }
});

test('an anonymous visitor gets no price, stock or cart control, and loads no React', async ({ page }) => {
  if (!item) throw new Error('The catalogue has no stocked product');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`/item/${item.sku}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(item.title);
  await expect(page.getByText(/List price|My price|In stock|Out of stock/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Add to cart/i })).toHaveCount(0);
  await expect(page.getByRole('group', { name: /Quantity/ })).toHaveCount(0);
  await expect(page.locator('#price-panel')).not.toContainText(/\$/);
  expect(scripts.filter((url) => /PricePanel|client\.|react/i.test(url))).toEqual([]);

  await page.getByRole('link', { name: 'Sign in to see your price and stock' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/item/${item.sku}$`));
});

test('the quantity stepper stays within 1 and the stock', async ({ page }) => {
  const [small] = (await stockedItems(db, 2, 50)).filter((candidate) => candidate.record.stock <= 9);
  if (!small) throw new Error('The catalogue has no product with a small stock');
  const { stock } = small.record;
  await signInThroughModal(page, 'dealer');
  await page.goto(`/item/${small.sku}`);
  const stepper = page.getByRole('group', { name: `Quantity of ${small.title}` });
  const field = stepper.getByRole('textbox', { name: 'Quantity' });
  const decrease = stepper.getByRole('button', { name: 'Decrease quantity' });
  const increase = stepper.getByRole('button', { name: 'Increase quantity' });

  await expect(field).toHaveValue('1');
  await expect(decrease).toBeDisabled();
  for (let qty = 1; qty < stock; qty += 1) await increase.click();
  await expect(field).toHaveValue(String(stock));
  await expect(increase).toBeDisabled();

  await field.fill('');
  await field.pressSequentially(`${stock + 1}`);
  expect(Number(await field.inputValue())).toBeLessThanOrEqual(stock);
  await field.fill('');
  await field.pressSequentially('a');
  await expect(field).toHaveValue('');
  await field.blur();
  await expect(field).toHaveValue('1');
  await field.fill('0');
  await field.blur();
  await expect(field).toHaveValue('1');
});

const cartQty = async (page: Page, sku: string) =>
  cartLines
    .parse(JSON.parse((await page.evaluate(() => localStorage.getItem('av:cart:v1'))) ?? '[]'))
    .find((line) => line.id === sku)?.qty;

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`after Add to cart the item page keeps price, stock and Add to cart beside the confirmation at ${viewport.width} px`, async ({
    page,
  }) => {
    // Products of this test alone: the other journeys order from the top of the catalogue.
    const own = (await stockedItems(db, 4, 40)).slice(30);
    const mine = own[viewport.width === 390 ? 1 : 0];
    if (!mine) throw new Error('The catalogue lacks stocked products');
    await page.setViewportSize(viewport);
    await openAsDealer(page, baseURL, `/item/${mine.sku}`);
    const panel = page.getByRole('region', { name: 'Price and availability' });
    const add = panel.getByRole('button', { name: 'Add to cart' });
    await add.click();
    const confirmation = panel.getByRole('status').filter({ hasText: 'Added to cart' });
    await expect(confirmation).toHaveText('Added to cart (1 in cart) View cart');
    await expect(confirmation.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/secure/cart');
    await expect(panel.getByText(usd(mine.record.dealer), { exact: true })).toBeVisible();
    await expect(panel.getByText(`In stock (${mine.record.stock})`)).toBeVisible();
    await expect(panel.getByRole('group', { name: `Quantity of ${mine.title}` })).toBeVisible();

    await add.click();
    await expect(confirmation).toHaveText('Added to cart (2 in cart) View cart');
    await expect(panel.getByText(usd(mine.record.dealer), { exact: true })).toBeVisible();
    expect(await cartQty(page, mine.sku)).toBe(2);
  });

  test(`after Add to cart a listing card keeps its price and Add to cart beside the confirmation at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openAsDealer(page, baseURL, '/cables/hdmi');
    const card = page
      .locator('[data-listing-grid] > li')
      .filter({ has: page.getByRole('button', { name: /^Add to cart/ }) })
      .first();
    const sku = (await card.locator('[data-card-actions]').getAttribute('data-sku')) ?? '';
    const { rows } = await sql<{ dealer: number }>`SELECT dealer FROM stocks WHERE sku = ${sku}`.execute(db);
    const dealer = Number(rows[0]?.dealer);
    const add = card.getByRole('button', { name: /^Add to cart/ });
    await add.click();
    const confirmation = card.getByRole('status').filter({ hasText: 'Added to cart' });
    await expect(confirmation).toHaveText('Added to cart (1 in cart) View cart');
    await expect(card.getByText(usd(dealer), { exact: true })).toBeVisible();
    await add.click();
    await expect(confirmation).toHaveText('Added to cart (2 in cart) View cart');
    await expect(card.getByText(usd(dealer), { exact: true })).toBeVisible();
    expect(await cartQty(page, sku)).toBe(2);
  });
}
