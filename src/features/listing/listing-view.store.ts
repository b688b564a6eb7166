import * as z from 'zod/mini';
import { persistedWithSchema } from '../session/persisted.ts';

/** How a signed-in buyer sees a listing: cards, or compact rows to scan prices and order from. */
export const listingViews = ['cards', 'rows'] as const;
export type ListingView = (typeof listingViews)[number];

/** The buyer's choice, kept across pages and visits. */
export const $listingView = persistedWithSchema<ListingView>('av:listing-view:v1', z.enum(listingViews), 'cards');
