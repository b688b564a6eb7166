import { type Db, sql } from '../db/index.ts';

/** Every price of the catalogue (all tiers), for the check that none reaches the static site. */
export async function catalogPrices(db: Db): Promise<number[]> {
  const { rows } = await sql<Record<string, number>>`SELECT msrp, msrp2, dealer, direct, dealer2, direct2
    FROM stocks`.execute(db);
  return rows.flatMap((row) => [row.msrp, row.msrp2, row.dealer, row.direct, row.dealer2, row.direct2].map(Number));
}
