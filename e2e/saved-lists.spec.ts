import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { cartLines } from '../src/features/cart/cart.ts';
import { openAsDealer } from './support/account.ts';
import { baseURL } from './support/env.ts';
import { stockedItems, usd, withCatalogDb, type StockedItem } from './support/shop.ts';

let items: StockedItem[];
test.beforeAll(async () => {
  items = await withCatalogDb((db) => stockedItems(db, 10, 3));
});

const readCart = async (page: Page) =>
  cartLines.parse(JSON.parse((await page.evaluate(() => localStorage.getItem('av:cart:v1'))) ?? '[]'));

/** Opens the list picker of `button`, chooses `list` (or names a new one) and saves. */
async function saveToList(page: Page, button: string, list: { existing: string } | { name: string }) {
  await page.getByRole('button', { name: button }).click();
  const picker = page.getByRole('form', { name: button });
  const select = picker.getByRole('combobox', { name: 'List' });
  await expect(select).toBeFocused();
  if ('existing' in list) await select.selectOption({ label: list.existing });
  else {
    await select.selectOption({ label: 'New list...' });
    await picker.getByRole('textbox', { name: 'Name of the new list' }).fill(list.name);
  }
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved \d+ lines? to / })).toContainText(
    'existing' in list ? list.existing : list.name,
  );
}

test('a list built from the item page, quick order and the cart is priced, exported and ordered', async ({ page }) => {
  const [a, b, c] = items;
  if (!a || !b || !c) throw new Error('The catalogue needs three stocked products');
  // The database outlives a run: each run's list has a name of its own.
  const name = `Classroom ${randomUUID().slice(0, 8)}`;

  await openAsDealer(page, baseURL, `/item/${a.sku}`);
  await saveToList(page, 'Add to list', { name });

  await page.goto('/secure/cart');
  await page.getByRole('textbox', { name: /Paste lines of SKU and quantity/ }).fill(`${b.sku} 2`);
  await saveToList(page, 'Save lines to a list', { existing: name });

  await page.goto(`/item/${c.sku}`);
  await page
    .getByRole('region', { name: 'Price and availability' })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await page.goto('/secure/cart');
  await saveToList(page, 'Save cart as list', { existing: name });
  await page.getByRole('button', { name: `Remove ${c.title}` }).click();
  await expect.poll(async () => (await readCart(page)).length).toBe(0);

  await page.goto('/account/lists');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const rows = page.getByRole('region', { name: 'List lines' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(usd(a.record.dealer));
  await expect(rows.nth(1)).toContainText(usd(b.record.dealer * 2));
  await expect(rows.nth(2)).toContainText(String(c.record.stock));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(csv).toContain('Sku,Title,Qty,Stock,My Price,Total');
  expect(csv).toContain(`${b.sku},`);
  expect(csv).toContain(`,2,${b.record.stock},${b.record.dealer.toFixed(2)},`);

  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to the cart' })).toContainText('3 lines');
  expect((await readCart(page)).map((line) => [line.id, line.qty, line.amount])).toEqual([
    [a.sku, 1, a.record.dealer],
    [b.sku, 2, b.record.dealer],
    [c.sku, 1, c.record.dealer],
  ]);
  await page.getByRole('link', { name: 'Go to cart' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: /Thank you! Your order \d+ has been placed\./ })).toBeVisible();
});

test('the wishlist toggle fills the wishlist page, which adds selected lines to the cart', async ({ page }) => {
  const item = items[0];
  if (!item) throw new Error('The catalogue needs a stocked product');
  await openAsDealer(page, baseURL, `/item/${item.sku}`);
  const toggle = page.getByRole('button', { name: /Wishlist/ });
  // Each press is saved to the account; the page is left only once the server has taken it.
  const saved = () => page.waitForResponse((response) => response.url().endsWith('/SetSavedListLine') && response.ok());
  if ((await toggle.getAttribute('aria-pressed')) === 'true') {
    const removed = saved();
    await toggle.click();
    await removed;
  }
  const added = saved();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await added;

  await page.goto('/account/wishlist');
  await expect(
    page.getByRole('region', { name: 'List lines' }).locator('tbody tr').filter({ hasText: item.sku }),
  ).toHaveCount(1);
  await page.getByRole('checkbox', { name: `Select ${item.sku}` }).check();
  await page.getByRole('button', { name: 'Add selected to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to the cart' })).toContainText('1 line');
  await page.getByRole('button', { name: `Remove ${item.sku}` }).click();
  await expect(page.getByRole('region', { name: 'List lines' })).toContainText('This list is empty.');
});

test('the list picker works from the keyboard: Enter opens it on the list choice, Escape closes it', async ({
  page,
}) => {
  const item = items[1];
  if (!item) throw new Error('The catalogue needs a stocked product');
  await openAsDealer(page, baseURL, `/item/${item.sku}`);
  const opener = page.getByRole('button', { name: 'Add to list' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('combobox', { name: 'List' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('form', { name: 'Add to list' })).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a listing card adds its product, with the quantity chosen on the card, to a list', async ({ page }) => {
  const name = `Card picks ${randomUUID().slice(0, 8)}`;
  await openAsDealer(page, baseURL, '/cables/hdmi');
  const card = page
    .locator('[data-listing-grid] > li')
    .filter({ has: page.getByRole('button', { name: /^Add to cart/ }) })
    .first();
  const sku = await card.locator('[data-card-actions]').getAttribute('data-sku');
  await card.getByRole('button', { name: 'Increase quantity' }).click();
  await card.getByRole('button', { name: 'Add to list' }).click();
  const picker = card.getByRole('form', { name: 'Add to list' });
  await picker.getByRole('combobox', { name: 'List' }).selectOption({ label: 'New list...' });
  await picker.getByRole('textbox', { name: 'Name of the new list' }).fill(name);
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Saved 1 line to' })).toHaveText(`Saved 1 line to ${name}.`);

  await page.goto('/account/lists');
  await page.getByRole('link', { name }).click();
  const rows = page.getByRole('region', { name: 'List lines' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(sku ?? 'no sku on the card');
  await expect(rows.first().getByRole('spinbutton')).toHaveValue('2');
});

test('Save lines to a list in the cart says how many lines it saved and links the list, or says why it saved none', async ({
  page,
}) => {
  const [inCart, first, second] = items;
  if (!inCart || !first || !second) throw new Error('The catalogue needs three stocked products');
  const name = `Quick picks ${randomUUID().slice(0, 8)}`;
  await openAsDealer(page, baseURL, '/secure/cart');
  const quick = page.getByRole('region', { name: 'Quick order' });
  const box = quick.getByRole('textbox', { name: /Paste lines/ });
  await box.fill(`${inCart.sku} 1`);
  await quick.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('region', { name: 'Cart lines' }).getByRole('listitem')).toHaveCount(1);

  // The box is empty now: the cart's lines are not what this control saves, and it says so.
  const save = quick.getByRole('button', { name: 'Save lines to a list' });
  await save.click();
  await expect(quick.getByRole('alert')).toHaveText('Type or paste at least one line of SKU and quantity.');
  await expect(quick.getByRole('form', { name: 'Save lines to a list' })).toHaveCount(0);

  await box.fill(`${first.sku} 2\n${second.sku} lots`);
  await save.click();
  await expect(quick.getByRole('alert')).toHaveText(
    `Not saved. Correct Line 2 (${second.sku} lots): Quantity must be a whole number from 1`,
  );

  await box.fill(`${first.sku} 2\n${second.sku} 3`);
  await save.click();
  const picker = quick.getByRole('form', { name: 'Save lines to a list' });
  await picker.getByRole('combobox', { name: 'List' }).selectOption({ label: 'New list...' });
  await picker.getByRole('textbox', { name: 'Name of the new list' }).fill(name);
  await picker.getByRole('button', { name: 'Save' }).click();
  const saved = quick.getByRole('status').filter({ hasText: 'Saved' });
  await expect(saved).toHaveText(`Saved 2 lines to ${name}.`);
  await expect(quick.getByRole('alert')).toHaveCount(0);

  await saved.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const rows = page.getByRole('region', { name: 'List lines' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: first.sku }).getByRole('spinbutton')).toHaveValue('2');
  await expect(rows.filter({ hasText: second.sku }).getByRole('spinbutton')).toHaveValue('3');
});
