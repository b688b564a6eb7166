import * as z from 'zod/mini';
import { productListRow, skuHistoryRow, type ProductListRow, type SkuHistoryRow } from '../../src/api/account.ts';
import { discloseTo } from '../../src/config/pricing.ts';
import { stockStatus } from '../../src/config/stock.ts';
import { PRICE_COLUMNS } from '../catalog/stocks.ts';
import { sql, type Db } from '../db/index.ts';

/** A row as stored; its Status follows from the numbers by the shared rule. */
const listedRow = z.omit(productListRow, { status: true });

/** Quantity shipped to the account per sku, over all its orders. */
const shippedPerSku = (accountId: number) => sql`
  SELECT l.item_code, SUM(l.qty - l.open_qty) AS shipped
  FROM order_lines l JOIN orders o ON o.doc_entry = l.doc_entry WHERE o.account_id = ${accountId}
  GROUP BY l.item_code`;

/**
 * Every priced product with regional stock and what the account was shipped. Price columns follow
 * the account-type rule: only the list price and the account's own tier are present. Sorted by
 * code point, whatever the database's collation.
 */
export async function productListOf(db: Db, accountId: number, accountType: string): Promise<ProductListRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT COALESCE(sc.name, 'Other') AS gname, p.sku AS "Sku", p.title,
      ${sql.raw(PRICE_COLUMNS)}, s.stock AS "stockUS", COALESCE(w.asn_us, 0) AS "ASNUS",
      COALESCE(w.stock_eu, 0) AS "stockEU", COALESCE(w.asn_eu, 0) AS "ASNEU", COALESCE(w.stock_sz, 0) AS "stockSZ",
      COALESCE(w.asn_sz, 0) AS "ASNSZ", COALESCE(h.shipped, 0) AS ship
    FROM products p JOIN stocks s ON s.sku = p.sku
    LEFT JOIN subcategories sc ON sc.id = p.subcategory_id
    LEFT JOIN warehouse_stock w ON w.sku = p.sku
    LEFT JOIN (${shippedPerSku(accountId)}) h ON h.item_code = p.sku
    ORDER BY COALESCE(sc.name, 'Other') COLLATE "C", p.sku COLLATE "C"`.execute(db);
  return rows.map((row) => {
    const { msrp, msrp2, dealer, direct, dealer2, direct2, ...rest } = listedRow.parse(row);
    const prices = discloseTo({ msrp, msrp2, dealer, direct, dealer2, direct2 }, accountType);
    return { ...rest, status: stockStatus(rest), ...prices };
  });
}

/** Every sku the account has ordered, with the quantity shipped so far and current US stock. */
export async function skuHistoryOf(db: Db, accountId: number): Promise<SkuHistoryRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT COALESCE(sc.name, 'Other') AS gname, h.item_code AS "Sku", h.shipped AS ship,
      COALESCE(s.stock, 0) AS "Stock"
    FROM (${shippedPerSku(accountId)}) h
    LEFT JOIN products p ON p.sku = h.item_code
    LEFT JOIN subcategories sc ON sc.id = p.subcategory_id
    LEFT JOIN stocks s ON s.sku = h.item_code
    ORDER BY COALESCE(sc.name, 'Other') COLLATE "C", h.item_code COLLATE "C"`.execute(db);
  return rows.map((row) => skuHistoryRow.parse(row));
}
