import { formatPrice, roundToCents } from '../config/pricing.ts';

/** A Buyer's spending limits; null is no limit. */
export interface SpendingLimits {
  perOrder: number | null;
  perMonth: number | null;
}

/**
 * Why an order of `total` needs a company admin's approval, or undefined when it is within the
 * buyer's limits. `spentThisMonth` counts the buyer's orders placed in the calendar month and its
 * requests still waiting for approval.
 */
export function limitExceeded(limits: SpendingLimits, total: number, spentThisMonth: number): string | undefined {
  if (limits.perOrder !== null && total > limits.perOrder) {
    return `This order of ${formatPrice(total)} is over your limit of ${formatPrice(limits.perOrder)} per order.`;
  }
  const month = roundToCents(spentThisMonth + total);
  if (limits.perMonth !== null && month > limits.perMonth) {
    return `This order would bring your spending this month to ${formatPrice(month)}, over your limit of ${formatPrice(limits.perMonth)} per month.`;
  }
  return undefined;
}

/** The limits in words, for the Members page: "$500.00 per order, no monthly limit". */
export function limitsText(limits: SpendingLimits): string {
  if (limits.perOrder === null && limits.perMonth === null) return 'No limit';
  const perOrder = limits.perOrder === null ? 'no order limit' : `${formatPrice(limits.perOrder)} per order`;
  const perMonth = limits.perMonth === null ? 'no monthly limit' : `${formatPrice(limits.perMonth)} per month`;
  return `${perOrder}, ${perMonth}`;
}

/** The calendar month (UTC) of an ISO date or date-time: `2026-11`. */
export const monthOf = (iso: string): string => iso.slice(0, 7);
