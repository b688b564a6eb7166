import * as z from 'zod/mini';
import { documentText, nonEmpty, onFirstUse } from './rules.ts';

const amount = z.number().check(z.nonnegative());
/**
 * Price and stock record. Every field is optional: the server answers only the fields the
 * signed-in account may see (its list price, its own tier price and stock).
 */
export const priceFields = z.object({
  msrp: z.optional(amount),
  msrp2: z.optional(amount),
  dealer: z.optional(amount),
  direct: z.optional(amount),
  dealer2: z.optional(amount),
  direct2: z.optional(amount),
});
export const priceStock = z.extend(priceFields, { stock: z.optional(z.number()) });

/** Most products one `GetItemPrices` request may name: a listing sorted by price asks for all of it. */
export const ITEM_PRICES_MAX = 500;

/** The signed-in account's prices and stock of many products at once: the cards of a listing. */
export const itemPricesRequest = z.object({
  skuids: z
    .array(nonEmpty('skuid is required').check(z.maxLength(100, { error: 'skuid is too long' })))
    .check(
      z.minLength(1, { error: 'Name at least one product' }),
      z.maxLength(ITEM_PRICES_MAX, { error: `Name at most ${ITEM_PRICES_MAX} products` }),
    ),
});
/** One product's record as GetItemDetail's refStocks gives it to this account; unknown or unpriced skus are left out. */
export const itemPrice = onFirstUse(() => z.extend(priceStock, { sku: documentText }));
export const itemPricesResponse = onFirstUse(() => z.object({ refPrices: z.array(itemPrice) }));

export type PriceFields = z.infer<typeof priceFields>;
export type PriceStock = z.infer<typeof priceStock>;
export type ItemPricesRequest = z.input<typeof itemPricesRequest>;
export type ItemPrice = z.infer<typeof itemPrice>;
export type ItemPricesResponse = z.infer<typeof itemPricesResponse>;
