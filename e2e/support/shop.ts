import { expect, type Page } from '@playwright/test';
import { connectDatabase } from '../../server/db/connect.ts';
import { sql, type Db } from '../../server/db/index.ts';
import { createApiClient } from '../../src/api/calls.ts';
import type { PriceRecord } from '../../src/config/pricing.ts';
import { dataDir } from './env.ts';

/** The demo accounts of the storefront; all share one password. */
export const demoPassword = 'Demo1234';

/**
 * The storefront's own database, lent on its socket by the `npm start` under test, to compare what
 * pages show with the data; `await db.destroy()` when done.
 */
export async function openCatalogDb(directory: string = dataDir): Promise<Db> {
  return (await connectDatabase({ dataDir: directory, maxConnections: 2, migrate: false })).db;
}

/** Runs `use` on the storefront's database and closes it. */
export async function withCatalogDb<T>(use: (db: Db) => Promise<T>, directory: string = dataDir): Promise<T> {
  const db = await openCatalogDb(directory);
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

export interface StockedItem {
  sku: string;
  title: string;
  record: Required<Omit<PriceRecord, 'stock'>> & { stock: number };
}

/** Products that have a page and at least `minStock` in stock, with their full price record. */
export async function stockedItems(db: Db, minStock: number, count: number): Promise<StockedItem[]> {
  const { rows } = await sql<{ sku: string; title: string } & StockedItem['record']>`
    SELECT p.sku, p.title, s.msrp, s.msrp2, s.dealer, s.direct, s.dealer2, s.direct2, s.stock
      FROM products p JOIN stocks s ON s.sku = p.sku
     WHERE p.subcategory_id IS NOT NULL AND s.stock >= ${minStock} ORDER BY p.pkskuid LIMIT ${count}`.execute(db);
  return rows.map((row) => ({
    sku: row.sku,
    title: row.title,
    record: {
      msrp: Number(row.msrp),
      msrp2: Number(row.msrp2),
      dealer: Number(row.dealer),
      direct: Number(row.direct),
      dealer2: Number(row.dealer2),
      direct2: Number(row.direct2),
      stock: Number(row.stock),
    },
  }));
}

/** One stocked product with a page, looked up in the database of this run. */
export async function stockedItem(minStock: number): Promise<StockedItem> {
  const [item] = await withCatalogDb((db) => stockedItems(db, minStock, 1));
  if (!item) throw new Error(`The catalogue has no product with ${minStock} or more in stock`);
  return item;
}

/** A search term with exactly `count` results (1) or none (0), found through the real search. */
export async function termWithResults(baseURL: string, db: Db, count: 0 | 1): Promise<string> {
  if (count === 0) return 'qqzzxxnothing';
  const api = createApiClient({ baseUrl: baseURL, retry: 0 });
  const { rows: skus } = await sql<{ sku: string }>`
    SELECT sku FROM products WHERE subcategory_id IS NOT NULL ORDER BY length(sku) DESC LIMIT 40`.execute(db);
  for (const row of skus) {
    const { count } = await api.call('SearchProducts', { term: row.sku, page: 1 });
    if (count === 1) return row.sku;
  }
  throw new Error('No sku of the catalogue finds exactly one product');
}

/** Signs in through the header's Login link and the login modal, as a visitor does. */
export async function signInThroughModal(page: Page, userName: string, password = demoPassword): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByRole('textbox', { name: 'Username or email' }).fill(userName);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account\/info\/?$/);
  await expect(page.getByRole('heading', { name: 'Account information' })).toBeVisible();
}

/** Formats a price as the storefront shows it. */
export const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
