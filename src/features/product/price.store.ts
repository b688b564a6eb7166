import { GetItemDetail } from '../../api/calls/item.ts';
import { api } from '../session/api.ts';
import { ApiError } from '../../api/errors.ts';
import { dropSession } from '../auth/auth.store.ts';
import { priceView, type PriceView } from './price-panel.ts';

/**
 * The signed-in account's prices and stock for a sku, fetched at runtime with the bearer token
 * (they never enter the static pages). Undefined when the server disclosed none; a token the
 * server no longer accepts ends the session.
 */
export async function loadPrices(
  sku: string,
  accountType: string,
  signal: AbortSignal,
): Promise<PriceView | undefined> {
  try {
    const detail = await api.call(GetItemDetail, { skuid: sku }, { signal });
    return priceView(detail, accountType);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) dropSession();
    throw new Error(`Could not load the prices of ${sku}`, { cause: error });
  }
}
