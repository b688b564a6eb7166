import * as z from 'zod/mini';
import { priceStock } from './item-prices.ts';
import { documentText, isoDate, nonEmpty, onFirstUse } from './rules.ts';

/** `skuid` is the sku with or without hyphens. */
export const itemDetailRequest = z.object({ skuid: nonEmpty('skuid is required') });

/** First element of refItemDetail. HTML fields are HTML text; missing images are null or empty. */
export const itemDetail = onFirstUse(() =>
  z.object({
    sku: documentText,
    title: documentText,
    subtitle: documentText,
    upc: documentText,
    description: documentText,
    specs: documentText,
    features: documentText,
    image1: z.nullable(documentText),
    image2: z.nullable(documentText),
    image3: z.nullable(documentText),
    pageimage: z.nullable(documentText),
    thumbnail: z.nullable(documentText),
    kproimage: z.nullable(documentText),
    /** Parent and child category; a product lacking either has no page. */
    kproparent: z.nullable(documentText),
    kprochild: z.nullable(documentText),
    isNew: z.boolean(),
    hd4k: z.boolean(),
    isTAA: z.boolean(),
    metatitle: z.nullable(documentText),
    metadesc: z.nullable(documentText),
    metakeywords: z.nullable(documentText),
    /** The day the product was released (added to the catalogue), `YYYY-MM-DD`: what Newest sorts by. */
    releasedOn: isoDate,
  }),
);

/** Entry of refDiagram, refPanel and refDownloads; `filelink` is relative to the uploads path. */
export const fileEntry = onFirstUse(() =>
  z.object({
    filelink: documentText,
    filetype: documentText,
    /** Human-readable size, e.g. `1.2 MB`. */
    filesize: documentText,
  }),
);

export const videoEntry = onFirstUse(() =>
  z.object({
    video1: documentText,
    videosku: documentText,
    title: documentText,
    link: documentText,
  }),
);

/** refStocks is empty for an anonymous request. */
export const itemDetailResponse = onFirstUse(() =>
  z.object({
    refItemDetail: z.array(itemDetail),
    refDiagram: z.array(fileEntry),
    refPanel: z.array(fileEntry),
    refDownloads: z.array(fileEntry),
    refStocks: z.array(priceStock),
    refVideos: z.array(videoEntry),
  }),
);

export const faqRequest = z.object({ sku: nonEmpty('sku is required') });
/** `answer` is HTML and may hold hidden blocks that the site removes before display. */
export const faqItem = onFirstUse(() => z.object({ question: documentText, answer: documentText }));
export const faqResponse = onFirstUse(() => z.object({ refFaq: z.array(faqItem) }));

export type ItemDetailRequest = z.input<typeof itemDetailRequest>;
export type ItemDetail = z.infer<typeof itemDetail>;
export type FileEntry = z.infer<typeof fileEntry>;
export type VideoEntry = z.infer<typeof videoEntry>;
export type ItemDetailResponse = z.infer<typeof itemDetailResponse>;
export type FaqRequest = z.input<typeof faqRequest>;
export type FaqItem = z.infer<typeof faqItem>;
export type FaqResponse = z.infer<typeof faqResponse>;
