import { expect, test, type Page } from '@playwright/test';
import { sdiCable as item, stockOf } from './support/priced-item.ts';
import { signInThroughModal, usd } from './support/shop.ts';
import { watchToasts } from './support/toasts.ts';

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

async function addFromItemPage(page: Page) {
  await page.goto(`/item/${item.sku}`);
  await page
    .getByRole('region', { name: 'Price and availability' })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Added to cart/ })
      .first(),
  ).toBeVisible();
}

test('a dealer adds, changes, removes and re-adds a cart line', async ({ page }) => {
  const toasts = await watchToasts(page);
  await signInThroughModal(page, 'dealer');
  await expect(cartLink(page)).toHaveAccessibleName('Cart');

  await addFromItemPage(page);
  const bar = page.locator('#price-panel').getByRole('status').filter({ hasText: 'Added to cart' });
  await expect(bar).toHaveText('Added to cart (1 in cart) View cart');
  await expect(bar.getByRole('link')).toHaveAttribute('href', '/secure/cart');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 line');

  await cartLink(page).click();
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  const line = page.getByRole('listitem').filter({ hasText: item.title });
  await expect(line).toContainText(usd(36.13));
  await expect(page.getByRole('region', { name: 'Shipping' })).toContainText('1480 Wynkoop Street');
  await expect(page.getByRole('region', { name: 'Billing' })).toContainText('Summit AV Integration');

  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(line).toContainText(`Line total ${usd(72.26)}`);
  await expect(summary).toContainText(`Subtotal (1 line)${usd(72.26)}`);
  const field = line.getByRole('textbox', { name: 'Quantity' });
  const stock = await stockOf(item.sku);
  await field.fill('');
  await field.pressSequentially(String(stock + 1));
  expect(Number(await field.inputValue())).toBeLessThanOrEqual(stock);
  await expect(line.getByRole('status')).toHaveText(`Only ${stock} in stock: enter ${stock} or fewer.`);
  await field.fill('3');
  await field.blur();
  await expect(line.getByText(/Only \d+ in stock/)).toHaveCount(0);
  await expect(line).toContainText(`Line total ${usd(108.39)}`);
  await expect(summary).toContainText(usd(108.39));

  await line.getByRole('button', { name: `Remove ${item.title}` }).click();
  await expect.poll(() => toasts).toContainEqual({ role: 'status', text: 'Removed from cart' });
  await expect(page.getByText('Oops! No items in cart.')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
  // The empty cart shows the spec's text and a way back to the catalogue, no order panel.
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Browse products' })).toBeVisible();

  await addFromItemPage(page);
  await page.goto('/secure/cart');
  await expect(
    page.getByRole('listitem').filter({ hasText: item.title }).getByRole('textbox', { name: 'Quantity' }),
  ).toHaveValue('1');
});

test('a product already in the cart keeps its price and Add to cart, which adds to its line', async ({ page }) => {
  await signInThroughModal(page, 'distributor');
  await addFromItemPage(page);
  await page.reload();
  const panel = page.getByRole('region', { name: 'Price and availability' });
  await expect(panel.getByRole('status').filter({ hasText: 'Added to cart' })).toContainText('(1 in cart)');
  await expect(panel.getByText(usd(item.prices.Distributor.mine))).toBeVisible();
  await panel.getByRole('button', { name: 'Add to cart' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Added to cart' })).toContainText('(2 in cart)');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 line');
});

test('the cart sends anonymous visitors home to sign in', async ({ page }) => {
  await page.goto('/secure/cart');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
});
