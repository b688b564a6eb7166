/** What a buyer reads as an order's status, from the order system's open/closed flag and its lines. */
export type OrderStatus = 'Open' | 'Partly shipped' | 'Shipped' | 'Closed';

/**
 * A closed order is Closed; an open one is Open until something ships, Partly shipped while some
 * quantity is still open, and Shipped once nothing is left to ship (awaiting its invoice).
 */
export function orderStatus(flag: 'o' | 'c', ordered: number, open: number): OrderStatus {
  if (flag === 'c') return 'Closed';
  if (open <= 0 && ordered > 0) return 'Shipped';
  return open < ordered ? 'Partly shipped' : 'Open';
}

/** The sum of the lines' totals, in cents to add without drift. */
export function subtotalOf(lines: readonly { Total: number }[]): number {
  return lines.reduce((cents, line) => cents + Math.round(line.Total * 100), 0) / 100;
}
