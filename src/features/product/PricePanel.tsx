import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { formatPrice } from '../../config/pricing.ts';
import { $isAuthenticated, $userInfo } from '../session/auth.store.ts';
import { lineFor, type ProductSummary } from '../cart/cart.ts';
import { $cart } from '../cart/cart.store.ts';
import { addToCart } from '../cart/add-to-cart.store.ts';
import { AddedToCart } from '../cart/AddedToCart.tsx';
import { QuantityStepper } from '../cart/QuantityStepper.tsx';
import { useIsClient } from '../session/use-client.ts';
import { userMay } from '../session/may-use.ts';
import { priceView } from './price-panel.ts';
import { itemDetailStore } from './price.store.ts';
import { AddToList } from '../lists/AddToList.tsx';
import { prepareFormats } from '../account/prepare-formats.ts';
import { WishlistToggle } from './WishlistToggle.tsx';
import './product.css';

/**
 * List price, my price, availability and add-to-cart on a product page: signed-in accounts only;
 * Add to cart and the lists only for company roles that may use them.
 * Anonymous visitors never load it (client:signed-in), and it renders nothing without a session.
 */
export default function PricePanel(product: ProductSummary) {
  const isClient = useIsClient();
  const isAuthenticated = useStore($isAuthenticated);
  // Signing in loads the profile before any product page is shown; without it there is no price.
  const userInfo = useStore($userInfo);
  const cart = useStore($cart);
  const $detail = useMemo(() => itemDetailStore(product.sku), [product.sku]);
  const { data: detail, error } = useStore($detail);
  const [qty, setQty] = useState(1);
  const [note, setNote] = useState<string>();
  const accountType = userInfo?.AccountType;
  const view = useMemo(() => detail && priceView(detail, accountType), [detail, accountType]);

  useEffect(() => {
    if (isAuthenticated) prepareFormats();
  }, [isAuthenticated]);

  if (!isClient || !isAuthenticated || !userInfo) return null;
  if (error !== undefined)
    return (
      <p className="price-box" role="alert">
        Prices are unavailable right now. Please try again.
      </p>
    );
  if (!detail)
    return (
      <p className="price-box" role="status">
        Loading prices...
      </p>
    );
  if (!view) return null;

  const { listPrice, myPrice, stock } = view;
  const line = lineFor(product, view.record, accountType, qty);
  const inCart = cart.find((cartLine) => cartLine.id === product.sku);
  return (
    <section className="price-box" aria-label="Price and availability">
      <dl className="price-box__facts">
        {listPrice !== undefined && (
          <>
            <dt>List price</dt>
            <dd>{formatPrice(listPrice)}</dd>
          </>
        )}
        {myPrice !== undefined && (
          <>
            <dt>My price</dt>
            <dd className="price-box__mine">{formatPrice(myPrice)}</dd>
          </>
        )}
        <dt>Availability</dt>
        <dd>{stock > 0 ? `In stock (${stock})` : 'Out of stock'}</dd>
      </dl>
      {stock > 0 && line && userMay(userInfo, 'order') && (
        <div className="price-box__buy">
          <QuantityStepper value={qty} stock={stock} onChange={setQty} label={product.title} />
          <button type="button" className="button" onClick={() => setNote(addToCart(line)?.message)}>
            Add to cart
          </button>
        </div>
      )}
      <AddedToCart line={inCart} note={note} />
      {userMay(userInfo, 'lists') && (
        <div className="price-box__lists">
          <WishlistToggle id={product.sku} title={product.title} img={product.image} />
          <AddToList lines={() => [{ sku: product.sku, qty }]} />
        </div>
      )}
    </section>
  );
}
