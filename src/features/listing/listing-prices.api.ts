import { GetItemPrices } from '../../api/calls/item-prices.ts';
import { ITEM_PRICES_MAX } from '../../api/item-prices.ts';
import type { PriceRecord } from '../../config/pricing.ts';
import { api } from '../session/api.ts';

/**
 * The signed-in account's price records of listed products, fetched with its token: one call for
 * the cards of a page (a price sort of a long listing asks for the rest in calls of the most one
 * may name).
 */
export async function loadListingPrices(skus: readonly string[]): Promise<Map<string, PriceRecord>> {
  const records = new Map<string, PriceRecord>();
  for (let start = 0; start < skus.length; start += ITEM_PRICES_MAX) {
    const skuids = skus.slice(start, start + ITEM_PRICES_MAX);
    const { refPrices } = await api.call(GetItemPrices, { skuids });
    for (const { sku, ...record } of refPrices) records.set(sku, record);
  }
  return records;
}
