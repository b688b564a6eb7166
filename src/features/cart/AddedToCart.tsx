import type { CartLine } from './cart.ts';
import './added-to-cart.css';

interface AddedToCartProps {
  /** The cart's line of the product, when it is in the cart. */
  line: CartLine | undefined;
  /** Why the last add did not put in all that was asked (stock). */
  note?: string | undefined;
}

/**
 * The confirmation beside a product's price and Add to cart: "Added to cart" with the quantity in
 * the cart and a link to it while the product is there (catalogue spec section 4), and why an add
 * fell short. A polite live region drawn before any add, so screen readers announce each change.
 */
export function AddedToCart({ line, note }: AddedToCartProps) {
  return (
    <p role="status" className="added-to-cart">
      {line && (
        <>
          Added to cart <span className="added-to-cart__qty">({line.qty} in cart)</span>{' '}
          <a href="/secure/cart">View cart</a>
        </>
      )}
      {note && <span className="added-to-cart__note">{note}</span>}
    </p>
  );
}
