import { $token } from '../session/token.store.ts';
import { notify } from '../notify/notify.ts';
import { persistedWithSchema } from '../session/persisted.ts';
import { inWishlist, REMOVED_FROM_WISHLIST_TOAST, toggleItem, wishlistItems, type WishlistItem } from './wishlist.ts';

export const $wishlist = persistedWithSchema<WishlistItem[]>('av:wishlist:v1', wishlistItems, []);

/**
 * Adds or removes a product; removal is confirmed with a toast. A signed-in account's wishlist is
 * kept on the server too (its page lists it on any device); the call loads on first use.
 */
export function toggleWishlist(item: WishlistItem): void {
  const items = $wishlist.get();
  const removing = inWishlist(items, item.id);
  $wishlist.set(toggleItem(items, item));
  if (removing) notify(REMOVED_FROM_WISHLIST_TOAST);
  if (!$token.get()) return;
  import('./wishlist-sync.ts')
    .then(({ syncWishlist }) => syncWishlist(item.id, !removing))
    .catch((error: unknown) => console.error(new Error('The wishlist was not saved to the account', { cause: error })));
}
