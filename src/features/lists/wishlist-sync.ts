import { setListLine } from './lists.api.ts';

/** Keeps the account's wishlist on the server in step with the toggle on an item page. */
export async function syncWishlist(sku: string, saved: boolean): Promise<void> {
  await setListLine('wishlist', sku, saved ? 1 : 0);
}
