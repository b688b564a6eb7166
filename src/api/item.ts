import * as z from 'zod/mini';
import { nonEmpty } from './rules.ts';

/** `skuid` is the sku with or without hyphens. */
export const itemDetailRequest = z.object({ skuid: nonEmpty('skuid is required') });

/** First element of refItemDetail. HTML fields are HTML text; missing images are null or empty. */
export const itemDetail = z.object({
  sku: z.string(),
  title: z.string(),
  subtitle: z.string(),
  upc: z.string(),
  description: z.string(),
  specs: z.string(),
  features: z.string(),
  image1: z.nullable(z.string()),
  image2: z.nullable(z.string()),
  image3: z.nullable(z.string()),
  pageimage: z.nullable(z.string()),
  thumbnail: z.nullable(z.string()),
  kproimage: z.nullable(z.string()),
  /** Parent and child category; a product lacking either has no page. */
  kproparent: z.nullable(z.string()),
  kprochild: z.nullable(z.string()),
  isNew: z.boolean(),
  hd4k: z.boolean(),
  isTAA: z.boolean(),
  metatitle: z.nullable(z.string()),
  metadesc: z.nullable(z.string()),
  metakeywords: z.nullable(z.string()),
});

/** Entry of refDiagram, refPanel and refDownloads; `filelink` is relative to the uploads path. */
export const fileEntry = z.object({
  filelink: z.string(),
  filetype: z.string(),
  /** Human-readable size, e.g. `1.2 MB`. */
  filesize: z.string(),
});

export const videoEntry = z.object({
  video1: z.string(),
  videosku: z.string(),
  title: z.string(),
  link: z.string(),
});

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

/** refStocks is empty for an anonymous request. */
export const itemDetailResponse = z.object({
  refItemDetail: z.array(itemDetail),
  refDiagram: z.array(fileEntry),
  refPanel: z.array(fileEntry),
  refDownloads: z.array(fileEntry),
  refStocks: z.array(priceStock),
  refVideos: z.array(videoEntry),
});

export const faqRequest = z.object({ sku: nonEmpty('sku is required') });
/** `answer` is HTML and may hold hidden blocks that the site removes before display. */
export const faqItem = z.object({ question: z.string(), answer: z.string() });
export const faqResponse = z.object({ refFaq: z.array(faqItem) });

export type ItemDetailRequest = z.input<typeof itemDetailRequest>;
export type ItemDetail = z.infer<typeof itemDetail>;
export type FileEntry = z.infer<typeof fileEntry>;
export type VideoEntry = z.infer<typeof videoEntry>;
export type PriceFields = z.infer<typeof priceFields>;
export type PriceStock = z.infer<typeof priceStock>;
export type ItemDetailResponse = z.infer<typeof itemDetailResponse>;
export type FaqRequest = z.input<typeof faqRequest>;
export type FaqItem = z.infer<typeof faqItem>;
export type FaqResponse = z.infer<typeof faqResponse>;
