import { limits } from '../../config/limits.ts';

/**
 * The quantity stepper (catalogue spec section 4): minimum 1, maximum the stock. The typed text is
 * kept as a draft until the field is left.
 */

export function canDecrease(qty: number): boolean {
  return qty > limits.quantityMin;
}

export function canIncrease(qty: number, stock: number): boolean {
  return qty < stock;
}

export function decrease(qty: number): number {
  return canDecrease(qty) ? qty - 1 : qty;
}

export function increase(qty: number, stock: number): number {
  return canIncrease(qty, stock) ? qty + 1 : qty;
}

/** Shown beside a stepper when a typed quantity is above the stock (the quantity stays as it was). */
export const overStockMessage = (stock: number) => `Only ${stock} in stock: enter ${stock} or fewer.`;

/** Typed digits that ask for more than the stock. Longer texts than any stock are refused too. */
export function exceedsStock(text: string, stock: number): boolean {
  return /^\d{1,12}$/.test(text) ? Number(text) > stock : /^\d+$/.test(text.slice(0, 100));
}

/**
 * The draft after the user typed `text`: accepted only when it is digits (no spaces, no signs)
 * and not above the stock; otherwise the previous draft stays.
 */
export function acceptTyped(previous: string, text: string, stock: number): string {
  if (!/^\d*$/.test(text)) return previous;
  if (text !== '' && Number(text) > stock) return previous;
  return text;
}

/** The quantity a draft stands for once the field is left: empty or zero becomes 1. */
export function settle(draft: string): number {
  const qty = Number(draft);
  return draft === '' || !Number.isFinite(qty) || qty < limits.quantityMin ? limits.quantityMin : qty;
}
