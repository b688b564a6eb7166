import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { dataDir } from './env.ts';

/**
 * Read-only queries on the database of the storefront under test, for facts a visitor cannot
 * see: prices, products without a page, reports the server stored.
 */
function query<T>(sql: string, ...params: Array<string | number>): T[] {
  const db = new DatabaseSync(join(dataDir, 'catalog.db'), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Every price of the catalogue (all tiers). */
export function allPrices(): number[] {
  const rows = query<Record<string, number>>('SELECT msrp, msrp2, dealer, direct, dealer2, direct2 FROM stocks');
  return rows.flatMap((row) => Object.values(row));
}

/** Skus of products that belong to no category (they have no page). */
export function uncategorisedSkus(): string[] {
  return query<{ sku: string }>('SELECT sku FROM products WHERE subcategory_id IS NULL ORDER BY sku').map(
    (row) => row.sku,
  );
}

/** A product with a page, a hyphenated sku, and no video, diagram, panel drawing or download. */
export function plainProductSku(): string {
  const [row] = query<{ sku: string }>(`
    SELECT p.sku FROM products p
    WHERE p.subcategory_id IS NOT NULL AND p.sku LIKE '%-%'
      AND NOT EXISTS (SELECT 1 FROM product_files f WHERE f.sku = p.sku)
      AND NOT EXISTS (SELECT 1 FROM product_videos v WHERE v.sku = p.sku)
    ORDER BY p.pkskuid LIMIT 1`);
  if (!row) throw new Error('The demo catalogue has no product without media');
  return row.sku;
}

/** The first product with a page that meets an SQL condition on `products p`. */
export function productWhere(condition: string): { sku: string; title: string } {
  const [row] = query<{ sku: string; title: string }>(
    `SELECT p.sku, p.title FROM products p WHERE p.subcategory_id IS NOT NULL AND (${condition}) ORDER BY p.pkskuid LIMIT 1`,
  );
  if (!row) throw new Error(`The demo catalogue has no product with a page where ${condition}`);
  return row;
}

/** Addresses the server stored from not-found reports. */
export function reportedNotFound(): string[] {
  return query<{ url: string }>('SELECT url FROM not_found_reports ORDER BY id').map((row) => row.url);
}

/**
 * Changes a product's dealer price and stock in the storefront's database, as the catalogue tools
 * do between a visitor's page loads; returns the function that puts the old values back.
 */
export function changeStock(sku: string, change: { dealer?: number; stock?: number }): () => void {
  const db = new DatabaseSync(join(dataDir, 'catalog.db'));
  try {
    // The server may be writing at that moment (an order): wait for its lock instead of failing.
    db.exec('PRAGMA busy_timeout = 5000');
    const before = db.prepare('SELECT dealer, stock FROM stocks WHERE sku = ?').get(sku);
    if (!before) throw new Error(`${sku} has no price and stock record`);
    db.prepare('UPDATE stocks SET dealer = ?, stock = ? WHERE sku = ?').run(
      change.dealer ?? Number(before.dealer),
      change.stock ?? Number(before.stock),
      sku,
    );
    return () => changeStock(sku, { dealer: Number(before.dealer), stock: Number(before.stock) });
  } finally {
    db.close();
  }
}
