import { atom } from 'nanostores';
import type { PriceRecord } from '../../config/pricing.ts';
import { remoteStore } from '../session/remote.store.ts';
import { loadListingPrices } from './listing-prices.api.ts';

/** The skus the cards need priced and hold no record of yet, space-separated; null when none. */
export const $unpricedSkus = atom<string | null>(null);

/**
 * The signed-in account's price records of `$unpricedSkus`, each asked-for sku with one (empty
 * when the server disclosed none, so it is not asked for again).
 */
export const $unpricedRecords = remoteStore('GetItemPrices', [$unpricedSkus], async (_userInfo, skus) => {
  const asked = skus.split(' ');
  const loaded = await loadListingPrices(asked);
  return new Map<string, PriceRecord>(asked.map((sku) => [sku, loaded.get(sku) ?? {}]));
});
