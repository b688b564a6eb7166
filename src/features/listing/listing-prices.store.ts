import { atom } from 'nanostores';

/**
 * What the filtered listing and the dealer's card actions tell each other, without the listing's
 * code loading the API client (anonymous visitors never load it): the cards on screen, which
 * products the price sort needs priced, and the account's prices once loaded.
 */

/** Skus of the cards on screen, in order; set after each paint of the list. */
export const $shownSkus = atom<readonly string[]>([]);

/** Every sku of the listing while it is sorted by price: they need a price to be ordered. */
export const $priceSortSkus = atom<readonly string[]>([]);

/** The signed-in account's own price by sku, for the products loaded so far. */
export const $listingPrices = atom<ReadonlyMap<string, number>>(new Map());
