import * as z from 'zod/mini';
import { DOCUMENT_MAX_LENGTH, nonEmpty, text } from './rules.ts';

/** `skuid` is the sku with or without hyphens. */
export const itemDetailRequest = z.object({ skuid: nonEmpty('skuid is required') });

/** First element of refItemDetail. HTML fields are HTML text; missing images are null or empty. */
export const itemDetail = z.object({
  sku: text(DOCUMENT_MAX_LENGTH),
  title: text(DOCUMENT_MAX_LENGTH),
  subtitle: text(DOCUMENT_MAX_LENGTH),
  upc: text(DOCUMENT_MAX_LENGTH),
  description: text(DOCUMENT_MAX_LENGTH),
  specs: text(DOCUMENT_MAX_LENGTH),
  features: text(DOCUMENT_MAX_LENGTH),
  image1: z.nullable(text(DOCUMENT_MAX_LENGTH)),
  image2: z.nullable(text(DOCUMENT_MAX_LENGTH)),
  image3: z.nullable(text(DOCUMENT_MAX_LENGTH)),
  pageimage: z.nullable(text(DOCUMENT_MAX_LENGTH)),
  thumbnail: z.nullable(text(DOCUMENT_MAX_LENGTH)),
  kproimage: z.nullable(text(DOCUMENT_MAX_LENGTH)),
  /** Parent and child category; a product lacking either has no page. */
  kproparent: z.nullable(text(DOCUMENT_MAX_LENGTH)),
  kprochild: z.nullable(text(DOCUMENT_MAX_LENGTH)),
  isNew: z.boolean(),
  hd4k: z.boolean(),
  isTAA: z.boolean(),
  metatitle: z.nullable(text(DOCUMENT_MAX_LENGTH)),
  metadesc: z.nullable(text(DOCUMENT_MAX_LENGTH)),
  metakeywords: z.nullable(text(DOCUMENT_MAX_LENGTH)),
});

/** Entry of refDiagram, refPanel and refDownloads; `filelink` is relative to the uploads path. */
export const fileEntry = z.object({
  filelink: text(DOCUMENT_MAX_LENGTH),
  filetype: text(DOCUMENT_MAX_LENGTH),
  /** Human-readable size, e.g. `1.2 MB`. */
  filesize: text(DOCUMENT_MAX_LENGTH),
});

export const videoEntry = z.object({
  video1: text(DOCUMENT_MAX_LENGTH),
  videosku: text(DOCUMENT_MAX_LENGTH),
  title: text(DOCUMENT_MAX_LENGTH),
  link: text(DOCUMENT_MAX_LENGTH),
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
export const faqItem = z.object({ question: text(DOCUMENT_MAX_LENGTH), answer: text(DOCUMENT_MAX_LENGTH) });
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
