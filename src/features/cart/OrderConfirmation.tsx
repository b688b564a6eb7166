import { formatPrice } from '../../config/pricing.ts';
import { orderPath } from '../../lib/paths.ts';

/** Shown in place of the cart once an order is placed: its number, total and where to find it. */
export function OrderConfirmation({ docNum, total }: { docNum: number; total: number }) {
  return (
    <section className="order-confirmation" aria-labelledby="order-confirmation-title">
      <h2 id="order-confirmation-title">Thank you! Your order {docNum} has been placed.</h2>
      <p>
        Order total: <strong>{formatPrice(total)}</strong>. We will phone you to confirm it before processing.
      </p>
      <p className="order-confirmation__links">
        <a className="button" href={orderPath(docNum)}>
          View order {docNum}
        </a>
        <a href="/allproducts">Continue shopping</a>
      </p>
    </section>
  );
}
