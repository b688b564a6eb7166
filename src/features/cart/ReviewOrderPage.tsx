import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { cartTotal, formatPrice, roundToCents } from '../../config/pricing.ts';
import { useSession } from '../session/use-session.ts';
import { useIsClient } from '../session/use-client.ts';
import { prepareVerification } from '../forms/verify.ts';
import { AddressSummary, billingLines, shippingLines } from './AddressSummary.tsx';
import { $cart } from './cart.store.ts';
import { ApprovalSent } from './ApprovalSent.tsx';
import { OrderNotesFields } from './OrderNotesFields.tsx';
import { $requestedApproval, orderStatus, placeOrder } from './order.store.ts';
import { OrderStatus } from './OrderStatus.tsx';
import '../forms/forms.css';
import './cart.css';
import './review.css';

export const PHONE_CONFIRM_NOTICE =
  'Before your order is processed, we will phone you to confirm it. Please make sure your contact number is up to date.';
export const REVIEW_EMPTY_TEXT = 'Your cart is empty: there is no order to review.';

/**
 * /secure/revieworder: the cart's lines and addresses once more, notes, then Submit Order. The page
 * draws the title above the island, from the first paint.
 */
export default function ReviewOrderPage() {
  const { isAuthenticated, userInfo } = useSession({ requireSignIn: true });
  const lines = useStore($cart);
  const isClient = useIsClient();
  const status = useStore(orderStatus.$status);
  const [placed, setPlaced] = useState(false);
  const requested = useStore($requestedApproval);

  // The cart lives in the browser: the server, and hydration after it, draw only the loader.
  if (!isClient) return <p role="status">Loading your order...</p>;
  if (!isAuthenticated) return null;
  if (requested && lines.length === 0) return <ApprovalSent id={requested.id} total={requested.total} />;
  return (
    <div className="review">
      {lines.length === 0 && !placed && (
        <p>
          {REVIEW_EMPTY_TEXT} <a href="/allproducts">Browse products</a>
        </p>
      )}
      {lines.length > 0 && (
        <div className="review__lines" role="region" aria-label="Order items" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">MPN</th>
                <th scope="col">Qty</th>
                <th scope="col">Price</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <td>{line.title}</td>
                  <td>{line.id}</td>
                  <td>{line.qty}</td>
                  <td>{formatPrice(line.amount)}</td>
                  <td>{formatPrice(roundToCents(line.amount * line.qty))}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  Order total
                </th>
                <td>{formatPrice(cartTotal(lines))}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <div className="review__addresses">
        {userInfo ? (
          <>
            <div>
              <AddressSummary title="Billing" lines={billingLines(userInfo)} />
              <a href="/account/info" aria-label="Change billing address">
                Change
              </a>
            </div>
            <div>
              <AddressSummary title="Shipping" lines={shippingLines(userInfo)} />
              <a href="/account/info" aria-label="Change shipping address">
                Change
              </a>
            </div>
          </>
        ) : (
          <p role="status">Loading your details...</p>
        )}
      </div>
      <div className="review__notes">
        <OrderNotesFields />
      </div>
      <p className="review__notice">{PHONE_CONFIRM_NOTICE}</p>
      <div className="review__actions" onFocus={() => prepareVerification()}>
        <a className="button button--ghost" href="/secure/cart">
          Revise Order
        </a>
        <button
          type="button"
          className="button"
          disabled={lines.length === 0 || !userInfo || status === 'pending'}
          onClick={() =>
            void placeOrder().then((ok) => {
              if (ok) setPlaced(true);
            })
          }
        >
          Submit Order
        </button>
      </div>
      <OrderStatus />
      {placed && (
        <p>
          <a href="/account/orders">See your open orders</a>
        </p>
      )}
    </div>
  );
}
