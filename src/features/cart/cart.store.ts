import { computed } from 'nanostores';
import { notify } from '../notify/notify.ts';
import { persistedWithSchema } from '../session/persisted.ts';
import { addLine, cartLines, hasLine, removeLine, setLineQty, type CartLine } from './cart.ts';

export const ADDED_TOAST = 'Added to cart';
export const REMOVED_TOAST = 'Removed from cart';

/** The cart's lines, kept in browser storage. */
export const $cart = persistedWithSchema<CartLine[]>('av:cart:v1', cartLines, []);

/** Number of lines (the header badge). */
export const $cartCount = computed($cart, (lines) => lines.length);

/** Adds a line with a toast; adding a sku that is already in the cart does nothing. */
export function addToCart(line: CartLine): void {
  const lines = $cart.get();
  if (hasLine(lines, line.id)) return;
  $cart.set(addLine(lines, line));
  notify(ADDED_TOAST);
}

export function removeFromCart(id: string): void {
  $cart.set(removeLine($cart.get(), id));
  notify(REMOVED_TOAST);
}

export function setCartQuantity(id: string, qty: number): void {
  $cart.set(setLineQty($cart.get(), id, qty));
}

/** Removes every line (logout, placed order). */
export function emptyCart(): void {
  $cart.set([]);
}
