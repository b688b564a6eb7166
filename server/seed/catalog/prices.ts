import type { StocksTable } from '../../db/schema.ts';
import type { Random } from './random.ts';

/** A stocks row without its sku. */
export type StockDraft = Omit<StocksTable, 'sku'>;

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * A price and stock record from a list price (see `listPrice`): msrp keeps its dollars and takes a
 * shop's cents ending; the international list price
 * (msrp2) is above msrp; each tier buys below the one above it (direct < dealer < msrp,
 * direct2 < dealer2 < msrp2). One in ten is out of stock.
 */
export function stockFor(list: number, random: Random): StockDraft {
  // The list price was once drawn here; the draw stays so every product keeps its stock level.
  random.next();
  const msrp = Math.floor(list) + random.pick([0.99, 0.95, 0.5, 0.49, random.int(1, 98) / 100]);
  const msrp2 = cents(msrp * (1.08 + random.next() * 0.17));
  const dealer = cents(msrp * (0.62 + random.next() * 0.13));
  const dealer2 = cents(msrp2 * (0.62 + random.next() * 0.13));
  const roll = random.next();
  const stock =
    roll < 0.1 ? 0 : roll < 0.55 ? random.int(1, 20) : roll < 0.92 ? random.int(21, 250) : random.int(251, 2000);
  return {
    msrp: cents(msrp),
    msrp2,
    dealer,
    direct: cents(dealer * (0.85 + random.next() * 0.08)),
    dealer2,
    direct2: cents(dealer2 * (0.85 + random.next() * 0.08)),
    stock,
  };
}
