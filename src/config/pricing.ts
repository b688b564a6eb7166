/**
 * The price rule of the storefront (catalogue spec, section 6). The server uses it to decide which
 * price fields a caller may see and to price orders; the islands use it to show prices and fill the
 * cart. It is written once, here.
 */
import type { PriceFields, PriceStock } from '../api/item-prices.ts';

/** The fields of a price and stock record that hold prices. */
export type PriceField = keyof PriceFields;

/** A price and stock record (declared by the contract); the server leaves out the fields a caller may not see. */
export type PriceRecord = PriceStock;

/** The tier price each account type buys at; any other type is retail and pays msrp. */
const priceFieldByType: Readonly<Record<string, PriceField>> = {
  Dealer: 'dealer',
  Distributor: 'direct',
  DealerInt: 'dealer2',
  DistributorInt: 'direct2',
};

/** International accounts see the international list price. */
const listPriceFieldByType: Readonly<Record<string, PriceField>> = {
  Dealer: 'msrp',
  Distributor: 'msrp',
  DealerInt: 'msrp2',
  DistributorInt: 'msrp2',
};

/** The field holding the price shown to (and charged to) an account type: its "my price". */
export function priceFieldFor(accountType: string | null | undefined): PriceField {
  return (accountType && priceFieldByType[accountType]) || 'msrp';
}

/** The field holding the list price shown on the product page for an account type. */
export function listPriceFieldFor(accountType: string | null | undefined): PriceField {
  return (accountType && listPriceFieldByType[accountType]) || 'msrp';
}

/**
 * Rounds a money amount to cents, half away from zero. Shifting by exponent notation rather than
 * multiplying by 100 avoids binary drift (1.005 * 100 is 100.49999…, yet 1.005 must round to 1.01).
 */
export function roundToCents(amount: number): number {
  const cents = Math.round(Number(`${Math.abs(amount)}e2`));
  return Math.sign(amount) * Number(`${cents}e-2`) || 0;
}

function pick(record: PriceRecord, field: PriceField): number | undefined {
  const value = record[field];
  return typeof value === 'number' && Number.isFinite(value) ? roundToCents(value) : undefined;
}

/** The account type's price for a record (the cart's unit price); undefined when not disclosed. */
export function priceFor(record: PriceRecord, accountType: string | null | undefined): number | undefined {
  return pick(record, priceFieldFor(accountType));
}

/** The list price shown beside "my price"; undefined when not disclosed. */
export function listPriceFor(record: PriceRecord, accountType: string | null | undefined): number | undefined {
  return pick(record, listPriceFieldFor(accountType));
}

/** Keeps only what an account may see of a record: its list price, its own price and stock. */
export function discloseTo(record: PriceRecord, accountType: string | null | undefined): PriceRecord {
  const listField = listPriceFieldFor(accountType);
  const ownField = priceFieldFor(accountType);
  const disclosed: PriceRecord = { [listField]: record[listField], [ownField]: record[ownField] };
  if (record.stock !== undefined) disclosed.stock = record.stock;
  return disclosed;
}

/** A line's total: amount × qty, rounded to cents. */
export function lineTotal(line: { amount: number; qty: number }): number {
  return roundToCents(line.amount * line.qty);
}

/** The sum of amount × qty over the lines, rounded to cents. */
export function cartTotal(lines: ReadonlyArray<{ amount: number; qty: number }>): number {
  return roundToCents(lines.reduce((sum, line) => sum + line.amount * line.qty, 0));
}

// Made on first use and kept: a formatter is costly to make, and a table formats a price per cell.
let usd: Intl.NumberFormat | undefined;

/** Formats an amount as US dollars for display. */
export function formatPrice(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(amount);
}
