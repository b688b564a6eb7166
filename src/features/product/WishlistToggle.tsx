import { useStore } from '@nanostores/react';
import { inWishlist, type WishlistItem } from '../lists/wishlist.ts';
import { $wishlist, toggleWishlist } from '../lists/wishlist.store.ts';

/** Adds the product to the wishlist or removes it. */
export function WishlistToggle(item: WishlistItem) {
  const saved = inWishlist(useStore($wishlist), item.id);
  return (
    <button type="button" className="wishlist-toggle" aria-pressed={saved} onClick={() => toggleWishlist(item)}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 20.5 4.2 12.9A4.9 4.9 0 0 1 11.1 6l.9.9.9-.9a4.9 4.9 0 0 1 6.9 6.9Z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {saved ? 'In Wishlist' : 'Add to Wishlist'}
    </button>
  );
}
