import { $cartCount } from '../cart/cart.store.ts';
import { cartLinkLabel } from './cart-link.ts';

/**
 * Gives the header cart link its line badge and keeps the badge and the link's name on the cart's
 * line count (the badge hides at zero).
 */
export function showCartCount(link: HTMLAnchorElement): () => void {
  const badge = document.createElement('span');
  badge.className = 'cart-link__badge';
  badge.setAttribute('aria-hidden', 'true');
  link.append(badge);
  return $cartCount.subscribe((lines) => {
    link.setAttribute('aria-label', cartLinkLabel(lines));
    badge.textContent = String(lines);
    badge.hidden = lines === 0;
  });
}
