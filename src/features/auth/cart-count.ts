import { $cartCount } from '../cart/cart.store.ts';
import { cartLinkLabel } from './cart-link.ts';

/** Keeps the header cart link's badge and name on the cart's line count (the badge hides at zero). */
export function showCartCount(link: HTMLAnchorElement): () => void {
  const badge = link.querySelector<HTMLElement>('[data-cart-count]');
  return $cartCount.subscribe((lines) => {
    link.setAttribute('aria-label', cartLinkLabel(lines));
    if (!badge) return;
    badge.textContent = String(lines);
    badge.hidden = lines === 0;
  });
}
