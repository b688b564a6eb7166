import { sql } from '../../server/db/index.ts';
import { withCatalogDb } from './shop.ts';

/**
 * A demo product with plenty of stock and the prices the demo data gives it, written out by hand
 * from the spec's price rule (each account type's list price and own price): the figures these
 * tests expect never come from the storefront's own pricing code.
 */
export const sdiCable = {
  sku: 'AVSDCBL10M',
  title: '12G-SDI BNC Cable, 10 m',
  prices: {
    Dealer: { list: 52.95, mine: 36.13 },
    Distributor: { list: 52.95, mine: 32.13 },
    DealerInt: { list: 61.83, mine: 40.79 },
    DistributorInt: { list: 61.83, mine: 34.74 },
    Retail: { list: 52.95, mine: 52.95 },
  },
} as const;

/** The product's stock now (other journeys of the run may have ordered some). */
export async function stockOf(sku: string): Promise<number> {
  const { rows } = await withCatalogDb((db) =>
    sql<{ stock: number }>`SELECT stock FROM stocks WHERE sku = ${sku}`.execute(db),
  );
  const stock = rows[0]?.stock;
  if (stock === undefined) throw new Error(`The demo catalogue has no stock row for ${sku}`);
  return stock;
}
