import type { DatabaseSync } from 'node:sqlite';

/** Every price of the catalogue (all tiers), for the check that none reaches the static site. */
export function catalogPrices(db: DatabaseSync): number[] {
  const query = db.prepare('SELECT msrp, msrp2, dealer, direct, dealer2, direct2 FROM stocks');
  // Rows as arrays: no object to make for each of the catalogue's rows.
  query.setReturnArrays(true);
  return (query.all() as unknown as unknown[][]).flat().map(Number);
}
