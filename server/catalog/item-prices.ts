import { type ItemPrice } from '../../src/api/item-prices.ts';
import { compactSku } from '../../src/config/catalog.ts';
import { discloseTo } from '../../src/config/pricing.ts';
import type { Caller } from '../context.ts';
import { type Db, sql } from '../db/index.ts';
import { fittingRows, type Row, type SkipRecord } from './rows.ts';
import { PRICE_COLUMNS, storedStockOfSku } from './stocks.ts';

/**
 * The caller's prices and stock of many products (a listing's cards), priced by the caller's
 * account row exactly as GetItemDetail prices one: its list price, its own tier's price and stock.
 * Skus are matched with or without hyphens; unknown ones and products without a record are left out
 * (a listing built earlier may name a product since withdrawn). A record that breaks the contract is
 * left out too and told to `skip`, so it fails only its own card, not the listing's batch.
 */
export async function itemPricesFor(
  db: Db,
  skuids: readonly string[],
  caller: Caller,
  skip: SkipRecord,
): Promise<ItemPrice[]> {
  const keys = [...new Set(skuids.map((skuid) => compactSku(skuid.trim())))];
  const { rows } = await sql<Row>`SELECT p.sku, ${sql.raw(PRICE_COLUMNS)}, s.stock
    FROM products p JOIN stocks s ON s.sku = p.sku
    WHERE p.sku_key = ANY(${keys}) ORDER BY p.sku`.execute(db);
  return fittingRows(storedStockOfSku, rows, skip).map(({ sku, ...record }) => ({
    sku,
    ...discloseTo(record, caller.accountType),
  }));
}
