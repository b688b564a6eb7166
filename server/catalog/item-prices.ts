import type { DatabaseSync } from 'node:sqlite';
import { type ItemPrice } from '../../src/api/item-prices.ts';
import { compactSku } from '../../src/config/catalog.ts';
import { discloseTo } from '../../src/config/pricing.ts';
import type { Caller } from '../context.ts';
import { statement } from './rows.ts';
import { PRICE_COLUMNS, storedStock } from './stocks.ts';

/**
 * The caller's prices and stock of many products (a listing's cards), priced by the caller's
 * account row exactly as GetItemDetail prices one: its list price, its own tier's price and stock.
 * Skus are matched with or without hyphens; unknown ones and products without a record are left out
 * (a listing built earlier may name a product since withdrawn).
 */
export function itemPricesFor(db: DatabaseSync, skuids: readonly string[], caller: Caller): ItemPrice[] {
  const keys = [...new Set(skuids.map((skuid) => compactSku(skuid.trim())))];
  const rows = statement(
    db,
    `SELECT p.sku, ${PRICE_COLUMNS}, s.stock FROM products p JOIN stocks s ON s.sku = p.sku
    WHERE p.sku_key IN (SELECT value FROM json_each(?)) ORDER BY p.sku`,
  ).all(JSON.stringify(keys));
  return rows.map((row) => ({ sku: String(row.sku), ...discloseTo(storedStock.parse(row), caller.accountType) }));
}
