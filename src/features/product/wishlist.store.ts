import { notify } from '../notify/notify.ts';
import { persistedWithSchema } from '../session/persisted.ts';
import { inWishlist, REMOVED_FROM_WISHLIST_TOAST, toggleItem, wishlistItems, type WishlistItem } from './wishlist.ts';

export const $wishlist = persistedWithSchema<WishlistItem[]>('av:wishlist:v1', wishlistItems, []);

/** Adds or removes a product; removal is confirmed with a toast. */
export function toggleWishlist(item: WishlistItem): void {
  const items = $wishlist.get();
  const removing = inWishlist(items, item.id);
  $wishlist.set(toggleItem(items, item));
  if (removing) notify(REMOVED_FROM_WISHLIST_TOAST);
}
