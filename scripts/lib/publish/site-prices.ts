import type { DatabaseSync } from 'node:sqlite';

/** Every price of the catalogue (all tiers), for the check that none reaches the static site. */
export function catalogPrices(db: DatabaseSync): number[] {
  const rows = db.prepare('SELECT msrp, msrp2, dealer, direct, dealer2, direct2 FROM stocks').all();
  return rows.flatMap((row) => Object.values(row).map(Number));
}
