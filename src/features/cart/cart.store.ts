import { computed } from 'nanostores';
import { notify } from '../notify/notify.ts';
import { persistedWithSchema } from '../session/persisted.ts';
import { cartLines, removeLine, setLineQty, type CartLine } from './cart.ts';

export const ADDED_TOAST = 'Added to cart';
export const REMOVED_TOAST = 'Removed from cart';

/** The cart's lines, kept in browser storage. */
export const $cart = persistedWithSchema<CartLine[]>('av:cart:v1', cartLines, []);

/** Number of lines (the header badge). */
export const $cartCount = computed($cart, (lines) => lines.length);

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
