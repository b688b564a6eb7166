import * as z from 'zod/mini';
import { bodyProblem, dateProblem, priceProblem, titleProblem } from '../domain/content-rules.ts';
import { DOCUMENT_MAX_LENGTH } from './patterns.ts';
import { documentText, text } from './rules.ts';

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
  body: html,
  picture: text(500),
  metaDescription: text(320),
};

export const productCopy = z.object(productCopyFields);
export const blogPostCopy = z.object(blogPostFields);
export type ProductCopy = z.infer<typeof productCopy>;
export type BlogPostCopy = z.infer<typeof blogPostCopy>;

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
};

/**
 * The publish's rules on every field of an edit: a title, a date, a body (the server checks it
 * cleaned), and no catalogue price anywhere.
 */
function contentRules(prices: ReadonlySet<string>) {
  return z.superRefine((copy: Record<string, string>, ctx) => {
    for (const [field, value] of Object.entries(copy)) {
      const problem =
        (field === 'title' ? titleProblem(value) : undefined) ??
        (field === 'date' ? dateProblem(value) : undefined) ??
        (field === 'body' ? bodyProblem(value) : undefined) ??
        priceProblem(value, prices);
      if (problem)
        ctx.addIssue({ code: 'custom', path: [field], message: `${FIELD_LABELS[field] ?? field} ${problem}` });
    }
  });
}

/** The product copy form, checked against the catalogue's price spellings. */
export const productCopyForm = (prices: ReadonlySet<string>) => productCopy.check(contentRules(prices));
export const blogPostForm = (prices: ReadonlySet<string>) => blogPostCopy.check(contentRules(prices));

const sku = text(60);
const postId = z.number().check(z.int(), z.positive());

export const findProductsRequest = z.object({ query: text(100) });
export const productMatch = z.object({ sku, title: documentText, draft: z.boolean() });
export const findProductsResponse = z.object({ products: z.array(productMatch) });

export const skuRequest = z.object({ sku });
export const productCopyResponse = z.object({ sku, copy: productCopy, draft: z.boolean() });
export const saveProductCopyRequest = z.object({ sku, copy: productCopy });

export const blogPostsResponse = z.object({
  posts: z.array(z.object({ id: postId, title: documentText, date: documentText, draft: z.boolean() })),
});
export const postIdRequest = z.object({ id: postId });
export const blogPostResponse = z.object({ id: postId, copy: blogPostCopy, draft: z.boolean() });
export const saveBlogPostRequest = z.object({ id: postId, copy: blogPostCopy });

/** What the editor checks as it is typed: the catalogue's price spellings, and the pictures it may pick. */
export const contentRulesResponse = z.object({ prices: z.array(documentText), pictures: z.array(documentText) });
/** A saved draft: when and by whom. */
export const savedDraftResponse = z.object({ savedAt: documentText, savedBy: documentText });
