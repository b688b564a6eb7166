import { PRICE_COLUMNS, storedStock, type StoredStock } from '../catalog/stocks.ts';
import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';

/** A quantity of a product wanted for an order; `field` is its line's path in the request. */
export interface WantedStock {
  sku: string;
  qty: number;
  field: string;
}

/** A reserved line: the product's title and its price and stock record as it was before. */
export interface ReservedStock extends StoredStock {
  title: string;
}

/**
 * Takes every line's quantity out of stock, refusing an unknown sku or more than the stock and
 * naming the line. Run it inside the order's transaction: the rows stay locked until the commit,
 * so of two orders competing for the last units one alone gets them. Rows are locked in sku order,
 * so orders sharing skus never wait for each other in a circle.
 */
export async function reserveStock(trx: Db, wanted: readonly WantedStock[]): Promise<Map<string, ReservedStock>> {
  const skus = [...new Set(wanted.map((line) => line.sku))].sort();
  const { rows } = await sql<Record<string, unknown>>`
    SELECT s.sku, p.title, ${sql.raw(PRICE_COLUMNS)}, s.stock
    FROM stocks s JOIN products p ON p.sku = s.sku
    WHERE s.sku = ANY(${skus}) ORDER BY s.sku FOR UPDATE OF s`.execute(trx);
  const records = new Map(
    rows.map((row) => [String(row.sku), { ...storedStock.parse(row), title: String(row.title) }]),
  );
  for (const { sku, qty, field } of wanted) {
    const issue = (name: string, reason: string) =>
      new ApiFailure(400, 'Invalid order', [{ field: `${field}.${name}`, reason }]);
    const record = records.get(sku);
    if (!record) throw issue('id', `Unknown sku ${sku}`);
    if (qty > record.stock) throw issue('qty', `Only ${record.stock} of ${sku} in stock`);
  }
  for (const { sku, qty } of wanted) {
    // The guard holds anyway under the lock; it keeps stock from ever going negative.
    const taken = await sql`
      UPDATE stocks SET stock = stock - ${qty} WHERE sku = ${sku} AND stock >= ${qty} RETURNING sku`.execute(trx);
    if (taken.rows.length !== 1) throw new Error(`Stock of ${sku} changed under its lock`);
  }
  return records;
}
