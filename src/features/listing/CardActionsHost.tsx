import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { priceFor, type PriceRecord } from '../../config/pricing.ts';
import { $isAuthenticated, $userInfo } from '../session/auth.store.ts';
import { $remoteSession } from '../session/remote.store.ts';
import type { ProductSummary } from '../cart/cart.ts';
import { prepareFormats } from '../account/prepare-formats.ts';
import { useIsClient } from '../session/use-client.ts';
import { CardActions, type PriceStatus } from './CardActions.tsx';
import { ListingViewToggle } from './ListingViewToggle.tsx';
import { $unpricedRecords, $unpricedSkus } from './card-prices.store.ts';
import { $listingPrices, $priceSortSkus, $shownSkus } from './listing-prices.store.ts';

const noRecords: ReadonlyMap<string, PriceRecord> = new Map();

/** The card slots on screen (ProductCard's `[data-card-actions]`) and what each names. */
function slotsOnScreen(): { slot: HTMLElement; product: ProductSummary }[] {
  return [...document.querySelectorAll<HTMLElement>('[data-card-actions]')].map((slot) => ({
    slot,
    product: {
      sku: slot.dataset.sku ?? '',
      title: slot.dataset.title ?? '',
      subtitle: slot.dataset.subtitle ?? '',
      image: slot.dataset.image ?? '',
    },
  }));
}

/**
 * A signed-in account's prices, stock and Add to cart on every card of a listing page (hydrates
 * only with a session: client:signed-in). The cards on screen are priced with one call; when the
 * list is sorted by price, the whole listing is. The price sort, and the choice of cards or a
 * compact list, are offered once prices can load.
 */
export default function CardActionsHost() {
  const isClient = useIsClient();
  const isAuthenticated = useStore($isAuthenticated);
  const accountType = useStore($userInfo)?.AccountType;
  const shown = useStore($shownSkus);
  const sortSkus = useStore($priceSortSkus);
  const [slots, setSlots] = useState<ReturnType<typeof slotsOnScreen>>([]);
  // The records loaded so far, for the session they were loaded for.
  const session = useStore($remoteSession);
  const [priced, setPriced] = useState({ session, records: new Map<string, PriceRecord>() });
  const records = priced.session === session ? priced.records : noRecords;
  const { data: loaded, error } = useStore($unpricedRecords);
  const signedIn = isAuthenticated && accountType !== undefined;

  useEffect(() => setSlots(slotsOnScreen()), [shown]);

  useEffect(() => {
    const option = document.querySelector<HTMLOptionElement>('[data-price-sort]');
    if (!option || !signedIn) return;
    option.hidden = false;
    option.disabled = false;
    return () => {
      option.hidden = true;
      option.disabled = true;
    };
  }, [signedIn]);

  const unpriced = useMemo(() => {
    const wanted = new Set([...slots.map(({ product }) => product.sku), ...sortSkus]);
    return [...wanted].filter((sku) => sku !== '' && !records.has(sku));
  }, [slots, sortSkus, records]);

  useEffect(() => {
    $unpricedSkus.set(signedIn && unpriced.length > 0 ? unpriced.join(' ') : null);
    if (signedIn) prepareFormats();
    return () => $unpricedSkus.set(null);
  }, [unpriced, signedIn]);

  // Only a new answer is added: the store holds answers for this session's key alone.
  useEffect(() => {
    if (!loaded) return;
    setPriced((last) => ({
      session,
      records: new Map([...(last.session === session ? last.records : []), ...loaded]),
    }));
  }, [loaded]);

  const status: PriceStatus = error !== undefined ? 'failed' : unpriced.length > 0 ? 'loading' : 'loaded';

  useEffect(() => {
    if (!accountType) return;
    const mine = new Map<string, number>();
    for (const [sku, record] of records) {
      const price = priceFor(record, accountType);
      if (price !== undefined) mine.set(sku, price);
    }
    $listingPrices.set(mine);
  }, [records, accountType]);

  if (!isClient || !signedIn) return null;
  const viewSlot = document.querySelector('[data-listing-view]');
  return (
    <>
      {viewSlot && createPortal(<ListingViewToggle />, viewSlot)}
      {slots.map(({ slot, product }) =>
        createPortal(
          <CardActions product={product} record={records.get(product.sku)} status={status} accountType={accountType} />,
          slot,
          product.sku,
        ),
      )}
    </>
  );
}
