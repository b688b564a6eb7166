import { AddToList } from '../lists/AddToList.tsx';
import { RequestQuote } from '../quotes/RequestQuote.tsx';
import type { CartLine } from '../cart/cart.ts';

/** The cart as a saved list or as a quote request, under the order summary. */
export function CartExtras({ lines }: { lines: readonly CartLine[] }) {
  const wanted = () => lines.map((line) => ({ sku: line.id, qty: line.qty }));
  return (
    <div className="cart-extras">
      <AddToList lines={wanted} label="Save cart as list" preferNew />
      <RequestQuote lines={wanted} />
    </div>
  );
}
