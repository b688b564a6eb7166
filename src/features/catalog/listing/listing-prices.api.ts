import { GetItemPrices } from '../../../api/calls/item.ts';
import { ApiError } from '../../../api/errors.ts';
import { ITEM_PRICES_MAX } from '../../../api/item-prices.ts';
import type { PriceRecord } from '../../../config/pricing.ts';
import { dropSession } from '../../auth/auth.store.ts';
import { api } from '../../session/api.ts';

/**
 * The signed-in account's price records of listed products, fetched with its token: one call for
 * the cards of a page (a price sort of a long listing asks for the rest in calls of the most one
 * may name). A token the server no longer accepts ends the session.
 */
export async function loadListingPrices(
  skus: readonly string[],
  signal: AbortSignal,
): Promise<Map<string, PriceRecord>> {
  const records = new Map<string, PriceRecord>();
  try {
    for (let start = 0; start < skus.length; start += ITEM_PRICES_MAX) {
      const skuids = skus.slice(start, start + ITEM_PRICES_MAX);
      const { refPrices } = await api.call(GetItemPrices, { skuids }, { signal });
      for (const { sku, ...record } of refPrices) records.set(sku, record);
    }
    return records;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) dropSession();
    throw new Error(`Could not load the prices of ${skus.length} products`, { cause: error });
  }
}
