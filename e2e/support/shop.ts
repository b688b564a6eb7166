import { expect, type Page } from '@playwright/test';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { createApiClient } from '../../src/api/calls.ts';
import type { PriceRecord } from '../../src/config/pricing.ts';
import { dataDir } from './env.ts';

/** The demo accounts of the storefront; all share one password. */
export const demoPassword = 'Demo1234';

/** Reads the storefront's own database (read-only), to compare what pages show with the data. */
export function openCatalogDb(directory: string = dataDir): DatabaseSync {
  return new DatabaseSync(join(directory, 'catalog.db'), { readOnly: true });
}

export interface StockedItem {
  sku: string;
  title: string;
  record: Required<Omit<PriceRecord, 'stock'>> & { stock: number };
}

/** Products that have a page and at least `minStock` in stock, with their full price record. */
export function stockedItems(db: DatabaseSync, minStock: number, count: number): StockedItem[] {
  const rows = db
    .prepare(
      `SELECT p.sku, p.title, s.msrp, s.msrp2, s.dealer, s.direct, s.dealer2, s.direct2, s.stock
       FROM products p JOIN stocks s ON s.sku = p.sku
      WHERE p.subcategory_id IS NOT NULL AND s.stock >= ? ORDER BY p.pkskuid LIMIT ?`,
    )
    .all(minStock, count);
  return rows.map((row) => ({
    sku: String(row.sku),
    title: String(row.title),
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
export function stockedItem(minStock: number): StockedItem {
  const db = openCatalogDb();
  try {
    const [item] = stockedItems(db, minStock, 1);
    if (!item) throw new Error(`The catalogue has no product with ${minStock} or more in stock`);
    return item;
  } finally {
    db.close();
  }
}

/** A search term with exactly `count` results (1) or none (0), found through the real search. */
export async function termWithResults(baseURL: string, db: DatabaseSync, count: 0 | 1): Promise<string> {
  if (count === 0) return 'qqzzxxnothing';
  const api = createApiClient({ baseUrl: baseURL, retry: 0 });
  const skus = db
    .prepare('SELECT sku FROM products WHERE subcategory_id IS NOT NULL ORDER BY length(sku) DESC LIMIT 40')
    .all();
  for (const row of skus) {
    const { count } = await api.call('SearchProducts', { term: String(row.sku), page: 1 });
    if (count === 1) return String(row.sku);
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
