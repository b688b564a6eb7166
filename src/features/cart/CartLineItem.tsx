import { formatPrice, lineTotal } from '../../config/pricing.ts';
import { itemPath } from '../catalog/paths.ts';
import { mediaUrl } from '../session/media.ts';
import type { CartLine } from './cart.ts';
import { removeFromCart, setCartQuantity } from './cart.store.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

/** One cart line: image, title, subtitle, unit price, quantity stepper, line total and remove control. */
export function CartLineItem({ line }: { line: CartLine }) {
  return (
    <li className="cart-line">
      <img src={mediaUrl(line.img)} alt="" width="96" height="96" loading="lazy" />
      <div className="cart-line__text">
        <a href={itemPath(line.id)} className="cart-line__title">
          {line.title}
        </a>
        <span>{line.subtitle}</span>
        <span>MPN: {line.id}</span>
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
    </li>
  );
}
