import * as z from 'zod/mini';
import { faqItem, itemDetailResponse } from './item.ts';
import { documentText, nonEmpty } from './rules.ts';

// Apart from the product page's schemas: only builds and the server use these, and a schema
// module's every definition ships with any island that imports it.

/** Most products one `GetItemDetails` request may name: one answer stays a few megabytes. */
export const ITEM_DETAILS_MAX = 250;

/** The build's bulk read: the anonymous product detail and questions of many products at once. */
export const itemDetailsRequest = z.object({
  skuids: z
    .array(nonEmpty('skuid is required'))
    .check(
      z.minLength(1, { error: 'Name at least one product' }),
      z.maxLength(ITEM_DETAILS_MAX, { error: `Name at most ${ITEM_DETAILS_MAX} products` }),
    ),
});
/** One product of the answer, in the order asked for: what GetItemDetail and GetFAQ answer a visitor. */
export const itemDetailsEntry = z.object({
  sku: documentText,
  detail: itemDetailResponse,
  faq: z.array(faqItem),
});
export const itemDetailsResponse = z.object({ refItems: z.array(itemDetailsEntry) });

export type ItemDetailsRequest = z.input<typeof itemDetailsRequest>;
export type ItemDetailsEntry = z.infer<typeof itemDetailsEntry>;
