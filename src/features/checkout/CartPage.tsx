import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { cartTotal, formatPrice } from '../../config/pricing.ts';
import { useSession } from '../session/use-session.ts';
import { useIsClient } from '../session/use-client.ts';
import { AddressSummary, billingLines, shippingLines } from '../cart/AddressSummary.tsx';
import { $cartChanges, $orderRefusals, checkCart } from '../cart/cart-check.store.ts';
import { $cart } from '../cart/cart.store.ts';
import { CartChanges } from '../cart/CartChanges.tsx';
import { CartLineItem } from '../cart/CartLineItem.tsx';
import { ApprovalSent } from '../cart/ApprovalSent.tsx';
import { $placedOrder, $requestedApproval } from '../cart/order.store.ts';
import { OrderConfirmation } from '../cart/OrderConfirmation.tsx';
import { OrderNotesFields } from '../cart/OrderNotesFields.tsx';
import { PlaceOrder } from '../cart/PlaceOrder.tsx';
import { CartExtras } from './CartExtras.tsx';
import '../forms/forms.css';
import '../cart/cart.css';

export const EMPTY_CART_TEXT = 'Oops! No items in cart.';

/**
 * Checks the cart against the catalogue whenever the page is shown (loaded, brought back to the
 * front, or restored from the back-forward cache), once the account type that prices it is known.
 */
function useCartCheck(accountType: string | undefined): void {
  useEffect(() => {
    if (!accountType) return;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      checkCart().catch((error: unknown) => console.warn(new Error('The cart could not be checked', { cause: error })));
    };
    check();
    document.addEventListener('visibilitychange', check);
    window.addEventListener('pageshow', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('pageshow', check);
    };
  }, [accountType]);
}

/**
 * /secure/cart: the lines with their stock and totals, what changed since they were added, the
 * shipping and billing summaries, the subtotal, the PO number and comments, and Place Order; after
 * an order, its confirmation. An empty cart shows only the spec's text and a way back. The page
 * draws the title above the island, from the first paint.
 */
export default function CartPage() {
  const { isAuthenticated, userInfo } = useSession({ requireSignIn: true });
  const lines = useStore($cart);
  const isClient = useIsClient();
  const placed = useStore($placedOrder);
  const requested = useStore($requestedApproval);
  const changes = useStore($cartChanges);
  const refusals = useStore($orderRefusals);
  useCartCheck(userInfo?.AccountType ?? undefined);
  // A refused order sends the eye to the first line the server refused, wherever the button was.
  const linesRef = useRef<HTMLElement>(null);
  useEffect(() => {
    linesRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus();
  }, [refusals]);

  // The cart lives in the browser: the server, and hydration after it, draw only the loader.
  if (!isClient) {
    return (
      <p role="status" className="cart-loading">
        Loading your cart...
      </p>
    );
  }
  if (!isAuthenticated) return null;
  if (placed && lines.length === 0) {
    return (
      <div className="cart">
        <OrderConfirmation docNum={placed.docNum} total={placed.total} />
      </div>
    );
  }
  if (requested && lines.length === 0) {
    return (
      <div className="cart">
        <ApprovalSent id={requested.id} total={requested.total} />
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div className="cart">
        <CartChanges changes={changes} />
        <p>{EMPTY_CART_TEXT}</p>
        <p>
          <a className="button" href="/allproducts">
            Browse products
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="cart">
      <CartChanges changes={changes} />
      <div className="cart__layout">
        <section aria-label="Cart lines" ref={linesRef}>
          <ul className="cart__lines">
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} refusal={refusals[line.id]} />
            ))}
          </ul>
        </section>
        <aside className="cart-summary" aria-label="Order summary">
          {userInfo ? (
            <>
              <AddressSummary title="Shipping" lines={shippingLines(userInfo)} />
              <AddressSummary title="Billing" lines={billingLines(userInfo)} />
            </>
          ) : (
            <p role="status">Loading your details...</p>
          )}
          <p className="cart-summary__total">
            <span>
              Subtotal ({lines.length} {lines.length === 1 ? 'line' : 'lines'})
            </span>
            <strong>{formatPrice(cartTotal(lines))}</strong>
          </p>
          <OrderNotesFields />
          <PlaceOrder disabled={!userInfo} />
          <CartExtras lines={lines} />
        </aside>
      </div>
    </div>
  );
}
