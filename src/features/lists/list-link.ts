/**
 * Where a saved list is shown, and the words that lead to it after a save. Apart from the list
 * rules and the picker's form, so Add to list (on every card of a signed-in listing) loads neither
 * the lists' schemas nor their CSV rules before it is opened.
 */

/** Where a list is shown: the wishlist has its own page. */
export function listPath(list: { id: number; wishlist: boolean }): string {
  return list.wishlist ? '/account/wishlist' : `/account/list?id=${list.id}`;
}

/** The start of the words after a save, before the list's name. */
export const savedText = (count: number) => `Saved ${count} ${count === 1 ? 'line' : 'lines'} to`;
