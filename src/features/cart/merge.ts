import type { ItemDetailResponse } from '../../api/item.ts';
import { lineFor, type CartLine } from './cart.ts';

/** Why a wanted line did not go into the cart as asked. */
export type LineProblemKind = 'unknown' | 'not-sold' | 'out-of-stock' | 'over-stock' | 'capped';

export interface LineProblem {
  sku: string;
  kind: LineProblemKind;
  message: string;
}

export function problemMessage(kind: LineProblemKind, stock = 0): string {
  switch (kind) {
    case 'unknown':
      return 'Unknown sku';
    case 'not-sold':
      return 'No longer sold';
    case 'out-of-stock':
      return 'Out of stock';
    case 'over-stock':
      return `Only ${stock} in stock`;
    case 'capped':
      return `Quantity limited to the ${stock} in stock`;
  }
}

/** What the catalogue says of a wanted sku: a priced line, or why there is none. */
export type CatalogAnswer = { line: CartLine } | { problem: 'unknown' | 'not-sold' };

/**
 * The cart line for a sku from its GetItemDetail answer at the account's price, with `qty` asked.
 * No detail: unknown sku; no price for the account: no longer sold.
 */
export function catalogAnswer(
  detail: ItemDetailResponse,
  accountType: string | null | undefined,
  qty: number,
  mediaUrl: (path: string) => string = (path) => path,
): CatalogAnswer {
  const item = detail.refItemDetail[0];
  if (!item) return { problem: 'unknown' };
  const record = detail.refStocks[0];
  const image = mediaUrl(item.image1 || item.kproimage || item.thumbnail || '');
  const line = record
    ? lineFor({ sku: item.sku, title: item.title, subtitle: item.subtitle, image }, record, accountType, qty)
    : undefined;
  return line ? { line } : { problem: 'not-sold' };
}

export interface MergeResult {
  lines: CartLine[];
  added: string[];
  problems: LineProblem[];
}

/**
 * Puts priced lines into the cart. A sku already there gets the quantity added; every quantity is
 * capped at the stock, and a line with nothing in stock stays out. Each line that did not go in as
 * asked is reported; with `strict`, a quantity over the stock is refused rather than capped.
 */
export function mergeLines(
  cart: readonly CartLine[],
  incoming: readonly CartLine[],
  { strict = false } = {},
): MergeResult {
  const lines = [...cart];
  const added: string[] = [];
  const problems: LineProblem[] = [];
  for (const line of incoming) {
    const at = lines.findIndex((existing) => existing.id === line.id);
    const have = at >= 0 ? (lines[at]?.qty ?? 0) : 0;
    const available = Math.max(0, line.stock - have);
    if (line.stock <= 0) {
      problems.push({ sku: line.id, kind: 'out-of-stock', message: problemMessage('out-of-stock') });
      continue;
    }
    if (strict && line.qty > available) {
      problems.push({ sku: line.id, kind: 'over-stock', message: problemMessage('over-stock', available) });
      continue;
    }
    if (line.qty > available) {
      problems.push({ sku: line.id, kind: 'capped', message: problemMessage('capped', line.stock) });
      if (available === 0) continue;
    }
    const merged = { ...line, qty: have + Math.min(line.qty, available) };
    if (at >= 0) lines[at] = merged;
    else lines.push(merged);
    added.push(line.id);
  }
  return { lines, added, problems };
}
