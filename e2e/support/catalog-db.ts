import type { RawBuilder } from 'kysely';
import { sql } from '../../server/db/index.ts';
import { withCatalogDb } from './shop.ts';

/**
 * Queries on the database of the storefront under test, for facts a visitor cannot see: prices,
 * products without a page, reports the server stored.
 */
const query = <T>(statement: RawBuilder<T>): Promise<T[]> =>
  withCatalogDb(async (db) => (await statement.execute(db)).rows);

/** Every price of the catalogue (all tiers). */
export async function allPrices(): Promise<number[]> {
  const rows = await query(
    sql<Record<string, number>>`SELECT msrp, msrp2, dealer, direct, dealer2, direct2 FROM stocks`,
  );
  return rows.flatMap((row) => Object.values(row).map(Number));
}

/** Skus of products that belong to no category (they have no page). */
export async function uncategorisedSkus(): Promise<string[]> {
  const rows = await query(sql<{ sku: string }>`SELECT sku FROM products WHERE subcategory_id IS NULL ORDER BY sku`);
  return rows.map((row) => row.sku);
}

/** A product with a page, a hyphenated sku, and no video, diagram, panel drawing or download. */
export async function plainProductSku(): Promise<string> {
  const [row] = await query(sql<{ sku: string }>`
    SELECT p.sku FROM products p
    WHERE p.subcategory_id IS NOT NULL AND p.sku LIKE '%-%'
      AND NOT EXISTS (SELECT 1 FROM product_files f WHERE f.sku = p.sku)
      AND NOT EXISTS (SELECT 1 FROM product_videos v WHERE v.sku = p.sku)
    ORDER BY p.pkskuid LIMIT 1`);
  if (!row) throw new Error('The demo catalogue has no product without media');
  return row.sku;
}

/** The first product with a page that meets an SQL condition on `products p` (written by the test). */
export async function productWhere(condition: string): Promise<{ sku: string; title: string }> {
  const [row] = await query(sql<{ sku: string; title: string }>`
    SELECT p.sku, p.title FROM products p
    WHERE p.subcategory_id IS NOT NULL AND (${sql.raw(condition)}) ORDER BY p.pkskuid LIMIT 1`);
  if (!row) throw new Error(`The demo catalogue has no product with a page where ${condition}`);
  return row;
}

/** Addresses the server stored from not-found reports. */
export async function reportedNotFound(): Promise<string[]> {
  const rows = await query(sql<{ url: string }>`SELECT url FROM not_found_reports ORDER BY id`);
  return rows.map((row) => row.url);
}

/**
 * Changes a product's dealer price and stock in the storefront's database, as the catalogue tools
 * do between a visitor's page loads; returns the function that puts the old values back.
 */
export async function changeStock(
  sku: string,
  change: { dealer?: number; stock?: number },
): Promise<() => Promise<unknown>> {
  // One statement: the old values come back from the row it changed.
  const [before] = await query(sql<{ dealer: number; stock: number }>`
    UPDATE stocks SET dealer = coalesce(${change.dealer ?? null}::numeric, was.dealer),
                      stock = coalesce(${change.stock ?? null}::integer, was.stock)
      FROM stocks was WHERE stocks.sku = ${sku} AND was.sku = stocks.sku
    RETURNING was.dealer, was.stock`);
  if (!before) throw new Error(`${sku} has no price and stock record`);
  return () => changeStock(sku, { dealer: Number(before.dealer), stock: Number(before.stock) });
}
