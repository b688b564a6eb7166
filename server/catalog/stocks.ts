import * as z from 'zod/mini';
import { priceStock } from '../../src/api/item-prices.ts';
import { type Db, sql } from '../db/index.ts';

/**
 * The price columns of the `stocks` table (`s`), named as the contract names them: a fixed
 * fragment for `sql.raw`.
 */
export const PRICE_COLUMNS = 's.msrp, s.msrp2, s.dealer, s.direct, s.dealer2, s.direct2';
const STOCK_COLUMNS = `${PRICE_COLUMNS}, s.stock`;

/** A stored record has every price and the stock; answers leave out what a caller may not see. */
export const storedStock = z.required(priceStock);
export type StoredStock = z.infer<typeof storedStock>;
/** A stored record with the sku it prices, as a batch reads it. */
export const storedStockOfSku = z.extend(storedStock, { sku: z.string() });
export type StoredStockOfSku = z.infer<typeof storedStockOfSku>;

/** The price and stock record of a product, or undefined when it has none. A bad row throws. */
export async function stockOf(db: Db, sku: string): Promise<StoredStock | undefined> {
  const { rows } = await sql<
    Record<string, unknown>
  >`SELECT ${sql.raw(STOCK_COLUMNS)} FROM stocks s WHERE s.sku = ${sku}`.execute(db);
  return rows[0] ? storedStock.parse(rows[0]) : undefined;
}
