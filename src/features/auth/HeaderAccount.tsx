import { useStore } from '@nanostores/react';
import { $cartCount } from '../cart/cart.store.ts';
import { useIsClient } from '../session/use-client.ts';
import { $isAuthenticated } from './auth.store.ts';
import './auth.css';

/**
 * Signed-in header links (catalogue spec section 2): the cart with its line count (hidden at zero)
 * and Profile. Sign out and the other account pages are in the Account menu.
 */
export default function HeaderAccount() {
  const isClient = useIsClient();
  const isAuthenticated = useStore($isAuthenticated);
  const count = useStore($cartCount);
  if (!isClient || !isAuthenticated) return null;
  return (
    <div className="header-account">
      <a
        className="cart-link"
        href="/secure/cart"
        aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'line' : 'lines'}` : 'Cart'}
      >
        <span aria-hidden="true">Cart</span>
        {count > 0 && (
          <span className="cart-link__badge" aria-hidden="true">
            {count}
          </span>
        )}
      </a>
      <a href="/account/info">Profile</a>
    </div>
  );
}
