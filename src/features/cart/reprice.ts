import { formatPrice } from '../../config/pricing.ts';
import type { CartLine } from './cart.ts';
import type { CatalogAnswer } from './merge.ts';

/** What the catalogue changed about a cart line since it was added or last checked. */
export type LineChange =
  | { sku: string; title: string; kind: 'price'; before: number; after: number }
  | { sku: string; title: string; kind: 'stock'; before: number; after: number }
  | { sku: string; title: string; kind: 'gone' };

/** The sentence the cart shows for a change. */
export function changeMessage(change: LineChange): string {
  switch (change.kind) {
    case 'price':
      return `${change.title}: price changed from ${formatPrice(change.before)} to ${formatPrice(change.after)}.`;
    case 'stock':
      return change.after > 0
        ? `${change.title}: ${change.after} in stock now (was ${change.before}).`
        : `${change.title}: out of stock now (was ${change.before}).`;
    case 'gone':
      return `${change.title} is no longer sold and was removed from the cart.`;
  }
}

/** True when a change alters what an order would cost or contain: the buyer should see it first. */
export const changesOrder = (change: LineChange) => change.kind !== 'stock';

export interface Repriced {
  lines: CartLine[];
  changes: LineChange[];
}

/**
 * The cart as the catalogue has it now: each line takes its current price and stock from its
 * answer (same order as the lines); a line the catalogue no longer sells leaves the cart. The
 * quantity is left as the buyer chose it, so an order above the stock is refused with the server's
 * reason rather than shrunk unseen.
 */
export function repriceLines(lines: readonly CartLine[], answers: readonly CatalogAnswer[]): Repriced {
  const kept: CartLine[] = [];
  const changes: LineChange[] = [];
  lines.forEach((line, index) => {
    const answer = answers[index];
    const base = { sku: line.id, title: line.title };
    if (!answer || !('line' in answer)) {
      changes.push({ ...base, kind: 'gone' });
      return;
    }
    const { amount, stock } = answer.line;
    if (amount !== line.amount) changes.push({ ...base, kind: 'price', before: line.amount, after: amount });
    if (stock !== line.stock) changes.push({ ...base, kind: 'stock', before: line.stock, after: stock });
    kept.push({ ...line, amount, stock });
  });
  return { lines: kept, changes };
}

/**
 * The server's reason for refusing each line of an order, by sku: its issues name the line by its
 * place in the order (`order.orderedItems.<index>.<field>`).
 */
export function refusalsByLine(
  lines: readonly CartLine[],
  issues: ReadonlyArray<{ field: string; reason: string }>,
): Record<string, string> {
  const refusals: Record<string, string> = {};
  for (const issue of issues) {
    const index = /^order\.orderedItems\.(\d{1,4})\./.exec(issue.field.slice(0, 40))?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    if (line) refusals[line.id] = issue.reason;
  }
  return refusals;
}
