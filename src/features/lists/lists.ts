import type { ListLine } from '../../api/lists.ts';
import { lineTotal } from '../../config/pricing.ts';

/** The record a page shows, from its address (`?id=7`); undefined when the address names none. */
export function idInAddress(search: string): number | undefined {
  const id = Number(new URLSearchParams(search.slice(0, 100)).get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * What "Add selected" or "Add all" puts in the cart: the chosen lines (every line when none is
 * chosen) with their list quantities. Lines no longer sold are left to the cart's own rules, which
 * report them.
 */
export function wantedOf(lines: readonly ListLine[], selected: ReadonlySet<string>, all: boolean) {
  return lines.filter((line) => all || selected.has(line.sku)).map((line) => ({ sku: line.sku, qty: line.qty }));
}

export const LIST_CSV_HEADER = ['Sku', 'Title', 'Qty', 'Stock', 'My Price', 'Total'] as const;

/** The rows of a list's CSV export: the header, then one row per line (blank where unknown). */
export function listCsvRows(lines: readonly ListLine[]): string[][] {
  return [
    [...LIST_CSV_HEADER],
    ...lines.map((line) => [
      line.sku,
      line.title,
      String(line.qty),
      line.stock === null ? '' : String(line.stock),
      line.price === null ? '' : line.price.toFixed(2),
      line.price === null ? '' : lineTotal({ amount: line.price, qty: line.qty }).toFixed(2),
    ]),
  ];
}

/** A file name from a list's name: letters, digits and hyphens only. */
export function listFileName(name: string): string {
  const stem = name
    .slice(0, 80)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${stem || 'list'}.csv`;
}
