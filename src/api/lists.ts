import * as z from 'zod/mini';
import { listLimits } from '../config/limits.ts';
import { int, nonEmpty, onFirstUse, text } from './rules.ts';

/** A saved list's id, or `wishlist` for the account's wishlist (created on first use). */
export const listRef = z.union([int().check(z.positive()), z.literal('wishlist')]);

export const listName = nonEmpty('Please enter a name').check(
  z.maxLength(listLimits.nameMaxLength, { error: `At most ${listLimits.nameMaxLength} characters` }),
);

/** A sku with a quantity, as a list or a quote request is filled. */
export const wantedLine = z.object({
  sku: text(64).check(z.trim(), z.minLength(1)),
  qty: int().check(z.minimum(1), z.maximum(listLimits.quantityMax)),
});
export const wantedLines = z.array(wantedLine).check(z.maxLength(listLimits.linesMax));

export const listSummary = z.object({
  id: int(),
  name: text(),
  wishlist: z.boolean(),
  lineCount: int(),
  updatedAt: text(),
  /** Every member of the company sees a shared list; a private one only its owner. */
  shared: z.boolean(),
  /** The owner's user name ('' once the owner was removed from the company). */
  owner: text(),
  /** Whether the signed-in member owns the list. */
  own: z.boolean(),
});

/**
 * A line of a list as the account sees it: stock and the account's own price, priced by the server
 * (undefined when the product is no longer sold).
 */
export const listLine = onFirstUse(() =>
  z.object({
    sku: text(),
    title: text(),
    subtitle: text(),
    image: text(),
    qty: int(),
    stock: z.nullable(int()),
    price: z.nullable(z.number()),
  }),
);

export const savedList = onFirstUse(() => z.extend(listSummary, { lines: z.array(listLine) }));

/** A call that needs only the bearer token. */
export const noInputRequest = z.object({});
export const getSavedListsResponse = onFirstUse(() => z.object({ lists: z.array(listSummary) }));
export const getSavedListRequest = z.object({ id: listRef });
export const savedListResponse = onFirstUse(() => z.object({ list: savedList }));
export const createSavedListRequest = z.object({ name: listName, lines: z.optional(wantedLines) });
export const renameSavedListRequest = z.object({ id: int(), name: listName });
export const deleteSavedListRequest = z.object({ id: int() });
/** Shares a list with the whole company, or makes it private to its owner; answers the lists. */
export const shareSavedListRequest = z.object({ id: int(), shared: z.boolean() });
/** Adds lines; a sku already on the list gets the quantity added to it. */
export const addToSavedListRequest = z.object({ id: listRef, lines: wantedLines.check(z.minLength(1)) });
/** Sets a line's quantity; 0 removes the line. */
export const setSavedListLineRequest = z.object({
  id: listRef,
  sku: wantedLine.shape.sku,
  qty: int().check(z.minimum(0), z.maximum(listLimits.quantityMax)),
});

export type ListRef = z.infer<typeof listRef>;
export type WantedLine = z.infer<typeof wantedLine>;
export type ListSummary = z.infer<typeof listSummary>;
export type ListLine = z.infer<typeof listLine>;
export type SavedList = z.infer<typeof savedList>;
