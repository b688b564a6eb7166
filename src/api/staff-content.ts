import * as z from 'zod/mini';
import {
  bodyProblem,
  choiceProblem,
  dateProblem,
  emailProblem,
  priceProblem,
  titleProblem,
  webAddressProblem,
} from '../domain/content-rules.ts';
import { DOCUMENT_MAX_LENGTH } from './patterns.ts';
import { atMost, documentText, text } from './rules.ts';

/**
 * The staff editor of the site's copy (/staff/content): a product's copy and a blog post, saved as
 * drafts that the next publish applies. The same rules as the publish's (src/domain/content-rules.ts)
 * check each field as it is typed, and again on the server when it is saved.
 */

const html = text(DOCUMENT_MAX_LENGTH);

export const productCopyFields = {
  title: text(200),
  subtitle: text(300),
  description: html,
  features: html,
  specs: html,
  metaDescription: text(320),
};
export const blogPostFields = {
  title: text(200),
  date: text(40),
  subcategory: text(12),
  body: html,
  picture: text(500),
  metaDescription: text(320),
};
/** A news item: its date, title, teaser for the list, article body and an optional outside link. */
export const newsItemFields = {
  title: text(200),
  date: text(40),
  teaser: text(1000),
  body: html,
  link: text(500),
};
export const PARTNER_REGIONS = ['North America', 'EMEA', 'South America', 'Asia'] as const;
/** A partner card: front (name, logo, city) and back (address, phone, email, web link). */
export const partnerFields = {
  name: text(200),
  region: z.enum(PARTNER_REGIONS),
  logo: text(500),
  city: text(200),
  address: text(500),
  tel: text(60),
  email: text(254),
  url: text(500),
};

export const productCopy = z.object(productCopyFields);
export const blogPostCopy = z.object(blogPostFields);
export const newsItemCopy = z.object(newsItemFields);
export const partnerCopy = z.object(partnerFields);
export type ProductCopy = z.infer<typeof productCopy>;
export type BlogPostCopy = z.infer<typeof blogPostCopy>;
export type NewsItemCopy = z.infer<typeof newsItemCopy>;
export type PartnerCopy = z.infer<typeof partnerCopy>;

/** Each field's name as the form labels it, for messages that name the field. */
export const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  subtitle: 'Subtitle',
  description: 'Description',
  features: 'Features',
  specs: 'Specifications',
  metaDescription: 'Meta description',
  date: 'Date',
  body: 'Body',
  picture: 'Picture',
  subcategory: 'Category',
  teaser: 'Teaser',
  link: 'Link',
  name: 'Name',
  region: 'Region',
  logo: 'Logo',
  city: 'City',
  address: 'Address',
  tel: 'Phone',
  email: 'Email',
  url: 'Web address',
};

/** The fields that name a record and head its page: never empty. */
const TITLE_FIELDS = new Set(['title', 'name']);
/** The fields that hold a page's HTML, cleaned on save with the site's one rule. */
export const HTML_FIELDS = new Set(['description', 'features', 'specs', 'body']);

/**
 * The publish's rules on every field of an edit: a title (or a partner's name), a date, a
 * body (the server checks it cleaned), a partner's email and web address, and no catalogue price
 * anywhere.
 */
function contentRules(prices: ReadonlySet<string>) {
  return z.superRefine((copy: Record<string, string>, ctx) => {
    for (const [field, value] of Object.entries(copy)) {
      const problem =
        (TITLE_FIELDS.has(field) ? titleProblem(value) : undefined) ??
        (field === 'date' ? dateProblem(value) : undefined) ??
        (field === 'body' ? bodyProblem(value) : undefined) ??
        (field === 'subcategory' ? choiceProblem(value) : undefined) ??
        (field === 'email' ? emailProblem(value) : undefined) ??
        (field === 'url' ? webAddressProblem(value) : undefined) ??
        priceProblem(value, prices);
      if (problem)
        ctx.addIssue({ code: 'custom', path: [field], message: `${FIELD_LABELS[field] ?? field} ${problem}` });
    }
  });
}

/** The product copy form, checked against the catalogue's price spellings. */
export const productCopyForm = (prices: ReadonlySet<string>) => productCopy.check(contentRules(prices));
export const blogPostForm = (prices: ReadonlySet<string>) => blogPostCopy.check(contentRules(prices));
export const newsItemForm = (prices: ReadonlySet<string>) => newsItemCopy.check(contentRules(prices));
export const partnerForm = (prices: ReadonlySet<string>) => partnerCopy.check(contentRules(prices));

const sku = text(60);

export const findProductsRequest = z.object({ query: text(100) });
export const productMatch = z.object({ sku, title: documentText, draft: z.boolean() });
export const findProductsResponse = z.object({ products: z.array(productMatch) });

export const skuRequest = z.object({ sku });
export const productCopyResponse = z.object({ sku, copy: productCopy, draft: z.boolean() });
export const saveProductCopyRequest = z.object({ sku, copy: productCopy });

/** The records staff create and edit besides products. */
export const recordKind = z.enum(['blog', 'news', 'partner']);
export type ContentRecordKind = z.infer<typeof recordKind>;
/**
 * A record's key: its id once published, or `new-<uuid>` for a record created in the editor and
 * not published yet.
 */
export const recordKey = z
  .string()
  .check(atMost(40), z.regex(/^(?:[1-9]\d{0,9}|new-[0-9a-f-]{36})$/, 'Not a record key'));

export const recordsRequest = z.object({ kind: recordKind });
/** A record in the editor's list: its key, title (a partner's name) and date (a partner's city). */
export const recordsResponse = z.object({
  records: z.array(z.object({ key: recordKey, title: documentText, detail: documentText, draft: z.boolean() })),
});
export const recordRequest = z.object({ kind: recordKind, key: recordKey });

/** A record's copy by kind; a save without a key creates the record (a draft until published). */
const byKind = <E extends z.ZodMiniType>(extra: E) =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('blog'), copy: blogPostCopy, key: extra }),
    z.object({ kind: z.literal('news'), copy: newsItemCopy, key: extra }),
    z.object({ kind: z.literal('partner'), copy: partnerCopy, key: extra }),
  ]);
export const recordResponse = z.intersection(byKind(recordKey), z.object({ draft: z.boolean() }));
export const saveRecordRequest = byKind(z.optional(recordKey));
export type SaveRecordRequest = z.infer<typeof saveRecordRequest>;

/**
 * What the editor checks as it is typed and offers: the catalogue's prices as steps in cents
 * (src/domain/price-steps.ts), the pictures a post and a partner may show, and the subcategories a
 * post is filed under.
 */
export const contentRulesResponse = z.object({
  priceSteps: z.array(z.number().check(z.int(), z.nonnegative())),
  pictures: z.array(documentText),
  logos: z.array(documentText),
  categories: z.array(z.object({ id: text(12), name: documentText })),
});
export type ContentRules = z.infer<typeof contentRulesResponse>;
/** A saved draft: when and by whom. */
export const savedDraftResponse = z.object({ savedAt: documentText, savedBy: documentText });
/** A saved record's draft, with the key a created record goes by until it is published. */
export const savedRecordResponse = z.object({ key: recordKey, savedAt: documentText, savedBy: documentText });
