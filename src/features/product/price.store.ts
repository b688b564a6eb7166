import { GetItemDetail } from '../../api/calls/item.ts';
import { api } from '../session/api.ts';
import { priceView, type PriceView } from './price-panel.ts';

/**
 * The signed-in account's prices and stock for a sku, fetched at runtime with the bearer token
 * (they never enter the static pages). Undefined when the server disclosed none.
 */
export async function loadPrices(
  sku: string,
  accountType: string,
  signal: AbortSignal,
): Promise<PriceView | undefined> {
  const detail = await api.call(GetItemDetail, { skuid: sku }, { signal });
  return priceView(detail, accountType);
}
