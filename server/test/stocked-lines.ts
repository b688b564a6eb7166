import { sql, type Db } from '../db/index.ts';

/** `count` lines of 2 of products with at least 10 in stock, in sku order: enough for any test order. */
export async function stockedLines(db: Db, count: number): Promise<Array<{ sku: string; qty: number }>> {
  const { rows } = await sql<{ sku: string }>`
    SELECT p.sku FROM products p JOIN stocks s ON s.sku = p.sku WHERE s.stock >= 10 ORDER BY p.sku
    LIMIT ${count}`.execute(db);
  return rows.map((row) => ({ sku: row.sku, qty: 2 }));
}
