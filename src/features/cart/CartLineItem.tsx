import { formatPrice, lineTotal } from '../../config/pricing.ts';
import { itemPath } from '../../lib/paths.ts';
import { thumbnailUrl } from '../../components/ui/picture.ts';
import { mediaUrl } from '../session/media.ts';
import type { CartLine } from './cart.ts';
import { removeFromCart, setCartQuantity } from './cart.store.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

/** How much of a line's product is in stock, in words: the bound of its quantity stepper. */
export const stockText = (stock: number) => (stock > 0 ? `${stock} in stock` : 'Out of stock');

/**
 * One cart line: image, title, subtitle, MPN and stock, unit price, quantity stepper, line total
 * and remove control; under them the server's reason when it refused the line in an order.
 */
export function CartLineItem({ line, refusal }: { line: CartLine; refusal?: string | undefined }) {
  const refusalId = `refusal-${line.id}`;
  return (
    <li className="cart-line" aria-describedby={refusal ? refusalId : undefined}>
      <img src={thumbnailUrl(mediaUrl(line.img))} alt="" width="96" height="96" loading="lazy" />
      <div className="cart-line__text">
        <a href={itemPath(line.id)} className="cart-line__title">
          {line.title}
        </a>
        <span>{line.subtitle}</span>
        <span className="cart-line__sku">MPN: {line.id}</span>
        <span className={line.stock > 0 ? 'cart-line__stock' : 'cart-line__stock cart-line__stock--out'}>
          {stockText(line.stock)}
        </span>
      </div>
      <span className="cart-line__price">
        {formatPrice(line.amount)}
        <span className="cart-line__unit"> each</span>
      </span>
      <QuantityStepper
        value={line.qty}
        stock={line.stock}
        onChange={(qty) => setCartQuantity(line.id, qty)}
        label={line.title}
      />
      <span className="cart-line__total">
        <span className="visually-hidden">Line total </span>
        {formatPrice(lineTotal(line))}
      </span>
      <button
        type="button"
        className="cart-line__remove"
        aria-label={`Remove ${line.title}`}
        onClick={() => removeFromCart(line.id)}
      >
        Remove
      </button>
      {refusal && (
        <p className="cart-line__refusal" id={refusalId} role="alert" tabIndex={-1}>
          {refusal}
        </p>
      )}
    </li>
  );
}
