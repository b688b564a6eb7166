import * as z from 'zod/mini';
import { type ItemPrice } from '../../src/api/item-prices.ts';
import { compactSku } from '../../src/config/catalog.ts';
import { discloseTo } from '../../src/config/pricing.ts';
import type { Caller } from '../context.ts';
import { type Db, sql } from '../db/index.ts';
import type { KeyedRecord, PriceCache } from './price-cache.ts';
import { fittingRows, type Row, type SkipRecord } from './rows.ts';
import { PRICE_COLUMNS, storedStockOfSku } from './stocks.ts';

const keyedRecord = z.extend(storedStockOfSku, { key: z.string() });

/** The stored records of the products of `keys` (sku keys); a record that breaks the contract is told to `skip`. */
async function storedRecords(db: Db, keys: readonly string[], skip: SkipRecord): Promise<KeyedRecord[]> {
  const { rows } = await sql<Row>`SELECT p.sku_key AS key, p.sku, ${sql.raw(PRICE_COLUMNS)}, s.stock
    FROM products p JOIN stocks s ON s.sku = p.sku
    WHERE p.sku_key = ANY(${keys})`.execute(db);
  return fittingRows(keyedRecord, rows, skip).map(({ key, ...record }) => ({ key, record }));
}

/** By sku, as the database's C collation orders them (skus are plain ASCII). */
const bySku = (a: { sku: string }, b: { sku: string }) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0);

/**
 * The caller's prices and stock of many products (a listing's cards), priced by the caller's
 * account row exactly as GetItemDetail prices one: its list price, its own tier's price and stock.
 * Skus are matched with or without hyphens; unknown ones and products without a record are left out
 * (a listing built earlier may name a product since withdrawn). A record that breaks the contract is
 * left out too and told to `skip`, so it fails only its own card, not the listing's batch. With
 * `kept`, records are taken from this node's memory while the database announces their changes.
 */
export async function itemPricesFor(
  db: Db,
  skuids: readonly string[],
  caller: Caller,
  skip: SkipRecord,
  kept?: PriceCache,
): Promise<ItemPrice[]> {
  const keys = [...new Set(skuids.map((skuid) => compactSku(skuid.trim())))];
  const read = (missing: readonly string[]) => storedRecords(db, missing, skip);
  const records = kept ? await kept.recordsOf(keys, read) : (await read(keys)).map(({ record }) => record);
  return records.sort(bySku).map(({ sku, ...record }) => ({ sku, ...discloseTo(record, caller.accountType) }));
}
