import type { OrderHeader, OrderLine } from '../../api/account.ts';
import { formatPrice } from '../../config/pricing.ts';
import { orMissing } from './format.ts';
import { subtotalOf } from '../../domain/order-status.ts';

/**
 * The order's status and money: the lines' subtotal, any charges the order system added on top
 * (freight, tax: the difference to its total, shown only when there is one) and the order total.
 */
export function OrderTotals({ header, lines }: { header: OrderHeader | undefined; lines: readonly OrderLine[] }) {
  const subtotal = subtotalOf(lines);
  const total = header?.DocTotal ?? subtotal;
  const charges = Math.round((total - subtotal) * 100) / 100;
  return (
    <section className="account-block" aria-labelledby="order-summary">
      <h2 id="order-summary">Summary</h2>
      <dl>
        <dt>Status</dt>
        <dd>
          <span className="account-status">{orMissing(header?.Status)}</span>
        </dd>
        <dt>Subtotal</dt>
        <dd>{formatPrice(subtotal)}</dd>
        {charges !== 0 && (
          <>
            <dt>Freight, tax and other charges</dt>
            <dd>{formatPrice(charges)}</dd>
          </>
        )}
        <dt>Order total</dt>
        <dd>
          <strong>{formatPrice(total)}</strong>
        </dd>
      </dl>
    </section>
  );
}
