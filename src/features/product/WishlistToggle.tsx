import { useStore } from '@nanostores/react';
import { inWishlist, type WishlistItem } from './wishlist.ts';
import { $wishlist, toggleWishlist } from './wishlist.store.ts';

/** Adds the product to the wishlist or removes it. */
export function WishlistToggle(item: WishlistItem) {
  const saved = inWishlist(useStore($wishlist), item.id);
  return (
    <button type="button" className="wishlist-toggle" aria-pressed={saved} onClick={() => toggleWishlist(item)}>
      {saved ? '♥ In Wishlist' : '♡ Add to Wishlist'}
    </button>
  );
}
