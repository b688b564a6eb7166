import { formatPrice } from '../../config/pricing.ts';

/** Shown in place of the cart once an order over a limit was sent for approval. */
export function ApprovalSent({ id, total }: { id: number; total: number }) {
  return (
    <section className="order-confirmation" aria-labelledby="approval-sent-title">
      <h2 id="approval-sent-title">Your order is awaiting approval (request {id}).</h2>
      <p>
        Order total at today&apos;s prices: <strong>{formatPrice(total)}</strong>. Your company&apos;s admins were told;
        you will get a mail once one of them approves or declines it.
      </p>
      <p className="order-confirmation__links">
        <a className="button" href="/account/orders">
          See your orders and requests
        </a>
        <a href="/allproducts">Continue shopping</a>
      </p>
    </section>
  );
}
