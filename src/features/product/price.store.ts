import { GetItemDetail } from '../../api/calls/item.ts';
import type { ItemDetailResponse } from '../../api/item.ts';
import { api } from '../session/api.ts';
import { remoteStore } from '../session/remote.store.ts';

/**
 * The item detail of a sku as the signed-in account may see it (its prices and stock, fetched at
 * runtime with the bearer token: they never enter the static pages). `priceView` reads it.
 */
export function itemDetailStore(sku: string) {
  return remoteStore<ItemDetailResponse>('GetItemDetail', [sku], (_userInfo, skuid) =>
    api.call(GetItemDetail, { skuid }),
  );
}
