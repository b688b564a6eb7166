import { persistedJson } from '../session/persisted.ts';
import { decodeRecent, pushRecent, type RecentProduct } from './recent.ts';

/** Recently viewed products, newest first, under their own key. */
export const $recent = persistedJson<RecentProduct[]>('av:recent:v1', [], decodeRecent);

/** Records a product view; a storage failure (quota, private mode) is only logged. */
export function recordView(product: RecentProduct): void {
  try {
    $recent.set(pushRecent($recent.get(), product));
  } catch (cause) {
    console.warn(new Error('Could not save the recently viewed products', { cause }));
  }
}
