import { useStore } from '@nanostores/react';
import { cartTotal, formatPrice } from '../../config/pricing.ts';
import { useSession } from '../auth/use-session.ts';
import { AddressSummary, billingLines, shippingLines } from './AddressSummary.tsx';
import { $cart } from './cart.store.ts';
import { CartLineItem } from './CartLineItem.tsx';
import { $placedOrder } from './order.store.ts';
import { OrderConfirmation } from './OrderConfirmation.tsx';
import { OrderNotesFields } from './OrderNotesFields.tsx';
import { PlaceOrder } from './PlaceOrder.tsx';
import '../forms/forms.css';
import './cart.css';

export const EMPTY_CART_TEXT = 'Oops! No items in cart.';

/**
 * /secure/cart: the lines with their totals, the shipping and billing summaries, the subtotal, the
 * PO number and comments, and Place Order; after an order, its confirmation.
 */
export default function CartPage() {
  const { isAuthenticated, userInfo } = useSession({ requireSignIn: true });
  const lines = useStore($cart);
  const placed = useStore($placedOrder);

  if (!isAuthenticated) return null;
  if (placed && lines.length === 0) {
    return (
      <div className="cart">
        <h1>Cart</h1>
        <OrderConfirmation docNum={placed.docNum} total={placed.total} />
      </div>
    );
  }
  return (
    <div className="cart">
      <h1>Cart</h1>
      <div className="cart__layout">
        <section aria-label="Cart lines">
          {lines.length === 0 ? (
            <p>{EMPTY_CART_TEXT}</p>
          ) : (
            <ul className="cart__lines">
              {lines.map((line) => (
                <CartLineItem key={line.id} line={line} />
              ))}
            </ul>
          )}
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
          <PlaceOrder disabled={lines.length === 0 || !userInfo} />
        </aside>
      </div>
    </div>
  );
}
