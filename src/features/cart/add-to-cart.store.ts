import { notify } from '../notify/notify.ts';
import type { CartLine } from './cart.ts';
import { $cart, ADDED_TOAST } from './cart.store.ts';
import { mergeLines, type MergeResult } from './merge.ts';

/**
 * Puts priced lines into the cart under its rules (`mergeLines`): a sku already there gets the
 * quantity added, up to its stock. A toast confirms; what did not go in as asked is returned.
 */
export function addLinesToCart(
  incoming: readonly CartLine[],
  options: { strict?: boolean } = {},
): Omit<MergeResult, 'lines'> {
  const { lines, added, problems } = mergeLines($cart.get(), incoming, options);
  if (added.length > 0) {
    $cart.set(lines);
    notify(ADDED_TOAST);
  }
  return { added, problems };
}

/** Adds one product's line; why it fell short (stock), if it did, for the page to say. */
export const addToCart = (line: CartLine) => addLinesToCart([line]).problems[0];
