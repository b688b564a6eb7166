import { expect, test } from '@playwright/test';
import { cartLines } from '../src/features/cart/cart.ts';
import { openAsDealer } from './support/account.ts';
import { baseURL } from './support/env.ts';
import { sql } from '../server/db/index.ts';
import { stockedItems, withCatalogDb } from './support/shop.ts';

function samples() {
  return withCatalogDb(async (db) => {
    // Further down the catalogue than the products other journeys order, so stock stays put.
    const [first, second] = (await stockedItems(db, 5, 12)).slice(10);
    const {
      rows: [out],
    } = await sql<{ sku: string }>`
      SELECT p.sku FROM products p JOIN stocks s ON s.sku = p.sku
       WHERE s.stock <= 0 AND p.subcategory_id IS NOT NULL LIMIT 1`.execute(db);
    if (!first || !second || !out) throw new Error('The catalogue lacks stocked and out-of-stock products');
    return { first, second, outOfStock: out.sku };
  });
}

test('Quick order puts pasted and uploaded lines in the cart and reports each bad line', async ({ page }) => {
  const { first, second, outOfStock } = await samples();
  await openAsDealer(page, baseURL, '/secure/cart');
  const quick = page.getByRole('region', { name: 'Quick order' });
  await quick
    .getByRole('textbox', { name: /Paste lines/ })
    .fill(
      [
        `${first.sku} 2`,
        'NO-SUCH-SKU-123 1',
        `${second.sku} ${second.record.stock + 1}`,
        `${outOfStock} 1`,
        `${first.sku.toLowerCase()} 1`,
        `${second.sku} zero`,
      ].join('\n'),
    );
  await quick.getByRole('button', { name: 'Add to cart' }).click();
  const report = quick.getByRole('status');
  await expect(report).toContainText('1 sku added to the cart.');
  const bad = quick.getByRole('list', { name: 'Lines not added' });
  await expect(bad.getByRole('listitem')).toHaveText([
    'Line 2 (NO-SUCH-SKU-123): Unknown sku',
    `Line 3 (${second.sku}): Only ${second.record.stock} in stock`,
    `Line 4 (${outOfStock}): Out of stock`,
    `Line 6 (${second.sku} zero): Quantity must be a whole number from 1`,
  ]);
  const readCart = async () =>
    cartLines.parse(JSON.parse((await page.evaluate(() => localStorage.getItem('av:cart:v1'))) ?? '[]'));
  expect(await readCart()).toEqual([
    expect.objectContaining({ id: first.sku, qty: 3, amount: first.record.dealer, stock: first.record.stock }),
  ]);
  await expect(page.getByRole('region', { name: 'Cart lines' }).getByRole('listitem')).toHaveCount(1);

  const csv = `\uFEFFsku,qty\r\n${first.sku},1\r\n"${second.sku}",2\r\n`;
  await quick.getByLabel('Or upload a CSV file (sku, quantity)').setInputFiles({
    name: 'order.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(report).toContainText('2 skus added to the cart.');
  await expect(quick.getByRole('list', { name: 'Lines not added' })).toHaveCount(0);
  expect((await readCart()).map((line) => [line.id, line.qty])).toEqual([
    [first.sku, 4],
    [second.sku, 2],
  ]);
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`two quick orders typed one after the other each add what was typed at ${viewport.width} px`, async ({
    page,
  }) => {
    const [first, second] = (await withCatalogDb((db) => stockedItems(db, 5, 16))).slice(14);
    if (!first || !second) throw new Error('The catalogue lacks stocked products');
    await page.setViewportSize(viewport);
    await openAsDealer(page, baseURL, '/secure/cart');
    const quick = page.getByRole('region', { name: 'Quick order' });
    const box = quick.getByRole('textbox', { name: /Paste lines/ });
    const add = quick.getByRole('button', { name: 'Add to cart' });
    const report = quick.getByRole('status');

    await box.click();
    await page.keyboard.type(`${first.sku} 2`);
    await add.click();
    await expect(report).toHaveText('1 sku added to the cart.');
    // The added line leaves the box, and the buyer types the next one straight away.
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await page.keyboard.type(`${second.sku} 1`);
    await add.click();
    await expect(box).toHaveValue('');

    const lines = page.getByRole('region', { name: 'Cart lines' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    const qtyOf = (sku: string) => lines.filter({ hasText: sku }).getByRole('textbox', { name: 'Quantity' });
    await expect(qtyOf(first.sku)).toHaveValue('2');
    await expect(qtyOf(second.sku)).toHaveValue('1');
    const cart = cartLines.parse(JSON.parse((await page.evaluate(() => localStorage.getItem('av:cart:v1'))) ?? '[]'));
    expect(cart.map((line) => [line.id, line.qty])).toEqual([
      [first.sku, 2],
      [second.sku, 1],
    ]);
  });
}
