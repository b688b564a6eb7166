import { expect, test } from '@playwright/test';
import { cartLines } from '../src/features/cart/cart.ts';
import { openAsDealer } from './support/account.ts';
import { baseURL } from './support/env.ts';
import { sql } from '../server/db/index.ts';
import { withCatalogDb } from './support/shop.ts';

interface OrderLineRow {
  sku: string;
  qty: number;
  stock: number;
  dealer: number;
}

/** A dealer order with at least one line out of stock and one in stock, read from the database. */
function orderWithOutOfStockLine(): Promise<{ docNum: number; lines: OrderLineRow[] }> {
  return withCatalogDb(async (db) => {
    const {
      rows: [row],
    } = await sql<{ doc_num: number }>`
      SELECT o.doc_num FROM orders o JOIN accounts a ON a.id = o.account_id
       WHERE a.user_name = 'dealer'
         AND EXISTS (SELECT 1 FROM order_lines l JOIN stocks s ON s.sku = l.item_code
                     WHERE l.doc_entry = o.doc_entry AND s.stock <= 0)
         AND EXISTS (SELECT 1 FROM order_lines l JOIN stocks s ON s.sku = l.item_code
                     WHERE l.doc_entry = o.doc_entry AND s.stock > 0)
       ORDER BY o.doc_num LIMIT 1`.execute(db);
    if (!row) throw new Error('No dealer order mixes stocked and out-of-stock lines');
    const docNum = Number(row.doc_num);
    const { rows } = await sql<OrderLineRow>`
      SELECT l.item_code AS sku, l.qty, s.stock, s.dealer FROM order_lines l
        JOIN orders o ON o.doc_entry = l.doc_entry JOIN stocks s ON s.sku = l.item_code
       WHERE o.doc_num = ${docNum} ORDER BY l.line_num`.execute(db);
    const lines = rows.map((line) => ({
      sku: String(line.sku),
      qty: Number(line.qty),
      stock: Number(line.stock),
      dealer: Number(line.dealer),
    }));
    return { docNum, lines };
  });
}

test('Reorder fills the cart at current prices, adds up to the stock and lists lines out of stock', async ({
  page,
}) => {
  const { docNum, lines } = await orderWithOutOfStockLine();
  const stocked = lines.filter((line) => line.stock > 0);
  const outOfStock = lines.filter((line) => line.stock <= 0);
  await openAsDealer(page, baseURL, `/account/order/${docNum}`);
  await page.getByRole('button', { name: 'Reorder' }).click();
  const report = page.getByRole('status').filter({ hasText: 'added to the cart' });
  await expect(report).toContainText(`${stocked.length} line`);
  const bad = page.getByRole('list', { name: 'Lines not added as asked' });
  for (const line of outOfStock) await expect(bad).toContainText(`${line.sku}: Out of stock`);

  const readCart = async () =>
    cartLines.parse(JSON.parse((await page.evaluate(() => localStorage.getItem('av:cart:v1'))) ?? '[]'));
  const cart = await readCart();
  expect(cart.map((line) => line.id).sort()).toEqual([...new Set(stocked.map((line) => line.sku))].sort());
  for (const line of stocked) {
    expect(cart.find((entry) => entry.id === line.sku)).toMatchObject({ amount: line.dealer, stock: line.stock });
  }

  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page.getByRole('button', { name: 'Reorder' })).toBeEnabled();
  await expect
    .poll(async () => (await readCart()).map((line) => [line.id, line.qty]))
    .toEqual(
      [...new Set(stocked.map((line) => line.sku))].map((sku) => {
        const wanted = stocked.filter((line) => line.sku === sku).reduce((sum, line) => sum + line.qty, 0);
        const stock = stocked.find((line) => line.sku === sku)?.stock ?? 0;
        return [sku, Math.min(2 * wanted, stock)];
      }),
    );

  await page.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cart lines' }).getByRole('listitem')).toHaveCount(cart.length);
});
