import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatPrice, priceFor, type PriceRecord } from '../../config/pricing.ts';
import { lineFor, type ProductSummary } from '../cart/cart.ts';
import { $cart } from '../cart/cart.store.ts';
import { addToCart } from '../cart/add-to-cart.store.ts';
import { QuantityStepper } from '../cart/QuantityStepper.tsx';
import { AddedToCart } from '../cart/AddedToCart.tsx';
import { AddToList } from '../lists/AddToList.tsx';
import { $userInfo } from '../session/auth.store.ts';
import { userMay } from '../session/may-use.ts';
import './card-actions.css';

export type PriceStatus = 'loading' | 'failed' | 'loaded';

interface Props {
  product: ProductSummary;
  /** The account's record of this product; undefined while loading or when it has none. */
  record: PriceRecord | undefined;
  status: PriceStatus;
  accountType: string;
}

/**
 * A signed-in buyer's part of a product card: their price, stock, and Add to cart with a quantity,
 * under the cart's rules (at most the stock; adding a product again adds to its line), the
 * confirmation beside them, and Add to list with the same quantity (out-of-stock products too:
 * lists are for later).
 */
export function CardActions({ product, record, status, accountType }: Props) {
  const cart = useStore($cart);
  const userInfo = useStore($userInfo);
  const [qty, setQty] = useState(1);
  const [note, setNote] = useState<string>();
  if (status === 'loading' && !record) return <p className="card-actions">Loading price...</p>;
  const myPrice = record && priceFor(record, accountType);
  if (!record || myPrice === undefined) {
    return <p className="card-actions">{status === 'failed' ? 'Price unavailable right now' : 'Price on request'}</p>;
  }
  const stock = record.stock ?? 0;
  const line = lineFor(product, record, accountType, qty);
  return (
    <div className="card-actions">
      <p className="card-actions__facts">
        <span>
          My price <strong className="card-actions__price">{formatPrice(myPrice)}</strong>
        </span>
        <span>{stock > 0 ? `In stock (${stock})` : 'Out of stock'}</span>
      </p>
      {stock > 0 && line && userMay(userInfo, 'order') && (
        <div className="card-actions__buy">
          <QuantityStepper value={qty} stock={stock} onChange={setQty} label={product.title} />
          <button type="button" className="button" onClick={() => setNote(addToCart(line)?.message)}>
            Add to cart<span className="visually-hidden"> {product.title}</span>
          </button>
        </div>
      )}
      <AddedToCart line={cart.find((cartLine) => cartLine.id === product.sku)} note={note} />
      {userMay(userInfo, 'lists') && <AddToList lines={() => [{ sku: product.sku, qty }]} />}
    </div>
  );
}
