import * as z from 'zod/mini';

export const REMOVED_FROM_WISHLIST_TOAST = 'Item removed from Wishlist';

/** A wishlist entry: the product's sku as `id`, with what a list needs to show it. */
export const wishlistItem = z.object({ id: z.string().check(z.minLength(1)), title: z.string(), img: z.string() });
export type WishlistItem = z.infer<typeof wishlistItem>;
export const wishlistItems = z.array(wishlistItem);

export function inWishlist(items: readonly WishlistItem[], id: string): boolean {
  return items.some((item) => item.id === id);
}

/** Adds the item when absent, removes it when present. */
export function toggleItem(items: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return inWishlist(items, item.id) ? items.filter((entry) => entry.id !== item.id) : [...items, item];
}
