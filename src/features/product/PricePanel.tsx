import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatPrice } from '../../config/pricing.ts';
import { $isAuthenticated, $userInfo } from '../session/auth.store.ts';
import { loadRemote } from '../session/remote-data.ts';
import { lineFor, type ProductSummary } from '../cart/cart.ts';
import { $cart } from '../cart/cart.store.ts';
import { addToCart } from '../cart/add-to-cart.store.ts';
import { AddedToCart } from '../cart/AddedToCart.tsx';
import { QuantityStepper } from '../cart/QuantityStepper.tsx';
import { useIsClient } from '../session/use-client.ts';
import { userMay } from '../session/may-use.ts';
import type { PriceView } from './price-panel.ts';
import { loadPrices } from './price.store.ts';
import { AddToList } from '../lists/AddToList.tsx';
import { prepareFormats } from '../account/prepare-formats.ts';
import { WishlistToggle } from './WishlistToggle.tsx';
import './product.css';

type Prices = { kind: 'loading' } | { kind: 'failed' } | { kind: 'shown'; view: PriceView } | { kind: 'none' };

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
  const [prices, setPrices] = useState<Prices>({ kind: 'loading' });
  const [qty, setQty] = useState(1);
  const [note, setNote] = useState<string>();
  const accountType = userInfo?.AccountType;

  useEffect(() => {
    if (!isAuthenticated || accountType === undefined) return;
    const stop = loadRemote(`the prices of ${product.sku}`, (signal) => loadPrices(product.sku, accountType, signal), {
      loaded: (view) => setPrices(view ? { kind: 'shown', view } : { kind: 'none' }),
      failed: () => setPrices({ kind: 'failed' }),
    });
    prepareFormats();
    return stop;
  }, [product.sku, isAuthenticated, accountType]);

  if (!isClient || !isAuthenticated || !userInfo || prices.kind === 'none') return null;
  if (prices.kind === 'loading')
    return (
      <p className="price-box" role="status">
        Loading prices...
      </p>
    );
  if (prices.kind === 'failed')
    return (
      <p className="price-box" role="alert">
        Prices are unavailable right now. Please try again.
      </p>
    );

  const { listPrice, myPrice, stock } = prices.view;
  const line = lineFor(product, prices.view.record, accountType, qty);
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
