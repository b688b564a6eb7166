import type { ProductListRow } from '../../api/account.ts';
import { formatPrice, listPriceFor, priceFor } from '../../config/pricing.ts';

/** The file the Download Data button saves. */
export const PRODUCT_LIST_FILE = 'product-list.csv';

export const csvHeader = [
  'Category',
  'Sku',
  'Title',
  'MSRP',
  'My Price',
  'US / Inbound',
  'EU / Inbound',
  'SZ / Inbound',
  'Shipped',
  'Status',
] as const;

/** A price as the list shows it; N/A when the server disclosed none. */
export const priceText = (amount: number | undefined) => (amount === undefined ? 'N/A' : formatPrice(amount));

/** Stock of a warehouse shown beside what is on its way in: `12 / 40`. */
export const stockText = (stock: number, inbound: number) => `${stock} / ${inbound}`;

/** The list price and "my price" of a row for the account type (section 6). */
export function rowPrices(row: ProductListRow, accountType: string) {
  return { msrp: listPriceFor(row, accountType), mine: priceFor(row, accountType) };
}

/** The rows of the product-list file: the header, then one row per product. */
export function csvRows(rows: readonly ProductListRow[], accountType: string): string[][] {
  return [
    [...csvHeader],
    ...rows.map((row) => {
      const { msrp, mine } = rowPrices(row, accountType);
      return [
        row.gname,
        row.Sku,
        row.title,
        msrp === undefined ? '' : msrp.toFixed(2),
        mine === undefined ? '' : mine.toFixed(2),
        stockText(row.stockUS, row.ASNUS),
        stockText(row.stockEU, row.ASNEU),
        stockText(row.stockSZ, row.ASNSZ),
        String(row.ship),
        row.status,
      ];
    }),
  ];
}

/**
 * The file's text: UTF-8 with a byte-order mark so spreadsheets read accents correctly, rows
 * written by the given CSV formatter (which quotes commas, quotes and line breaks).
 */
export function csvText(rows: string[][], formatRows: (rows: string[][]) => string): string {
  return `\uFEFF${formatRows(rows)}`;
}
