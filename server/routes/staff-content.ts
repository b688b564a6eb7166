import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type * as z from 'zod/mini';
import { issuesFromZod } from '../../src/api/errors.ts';
import { noInputRequest } from '../../src/api/lists.ts';
import {
  blogPostForm,
  findProductsRequest,
  postIdRequest,
  productCopyForm,
  saveBlogPostRequest,
  saveProductCopyRequest,
  skuRequest,
} from '../../src/api/staff-content.ts';
import { priceSpellings } from '../../src/domain/price-leak.ts';
import { callerOf } from '../auth/middleware.ts';
import { requireStaffOr404 } from '../auth/staff.ts';
import { catalogPrices } from '../catalog/all-prices.ts';
import { draftKeys, draftOf, saveDraft } from '../content/drafts.ts';
import { copyOf, readColumns, type EditableKind } from '../content/editable.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';
import { jsonBody } from '../http/validate.ts';
import { visibleHtml } from '../http/visible-html.ts';

const MATCHES = 20;
/** The uploads folder whose pictures a post may show. */
const POST_PICTURES = 'blog';

/** An edit's HTML fields cleaned with the site's one rule, then checked as the publish checks them. */
async function checkedCopy<T extends Record<string, string>>(
  ctx: AppContext,
  form: (prices: ReadonlySet<string>) => z.ZodMiniType<T>,
  copy: T,
  htmlFields: ReadonlyArray<keyof T & string>,
): Promise<T> {
  const cleaned: Record<string, string> = { ...copy };
  for (const field of htmlFields) cleaned[field] = visibleHtml(cleaned[field] ?? '');
  const parsed = form(priceSpellings(await catalogPrices(ctx.db))).safeParse(cleaned);
  if (!parsed.success) throw new ApiFailure(400, 'The edit was not saved', issuesFromZod(parsed.error));
  return parsed.data;
}

/** The draft of a record, else its published copy; 404 when the record does not exist. */
async function editedCopy(ctx: AppContext, kind: EditableKind, key: string) {
  const published = await readColumns(ctx.db, kind, key);
  if (!published) throw new ApiFailure(404, 'Not found');
  const draft = await draftOf(ctx.db, kind, key);
  return { copy: draft ?? copyOf(kind, published), draft: draft !== undefined };
}

/**
 * /api/Staff: the staff editor of the site's copy. Saves are drafts, logged with who and when; the
 * public answers change only when a publish applies them. Everyone but staff gets 404.
 */
export function staffContentRoutes(ctx: AppContext): Hono<AppEnv> {
  const { db } = ctx;
  const editor = (c: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(c);
    return { accountId: caller.userId, userName: caller.userName };
  };
  return new Hono<AppEnv>()
    .use('*', requireStaffOr404(ctx))
    .post('/GetContentRules', jsonBody(noInputRequest), async (c) => {
      const prices = [...priceSpellings(await catalogPrices(db))];
      const folder = join(ctx.config.dataDir, 'uploads', POST_PICTURES);
      const files = await readdir(folder).catch(() => []);
      const pictures = files.filter((name) => /\.(jpe?g|png|webp|avif)$/i.test(name)).sort();
      return c.json({ prices, pictures: pictures.map((name) => `/uploads/${POST_PICTURES}/${name}`) });
    })
    .post('/FindProducts', jsonBody(findProductsRequest), async (c) => {
      const query = c.req.valid('json').query.trim();
      const like = `%${query.replace(/[\\%_]/g, '\\$&')}%`;
      const rows = await db
        .selectFrom('products')
        .select(['sku', 'title'])
        .where((eb) => eb.or([eb('sku', 'ilike', like), eb('title', 'ilike', like)]))
        .orderBy('sku')
        .limit(MATCHES)
        .execute();
      const drafts = await draftKeys(db, 'product');
      return c.json({ products: rows.map((row) => ({ ...row, draft: drafts.has(row.sku) })) });
    })
    .post('/GetProductCopy', jsonBody(skuRequest), async (c) => {
      const { sku } = c.req.valid('json');
      return c.json({ sku, ...(await editedCopy(ctx, 'product', sku)) });
    })
    .post('/SaveProductCopy', jsonBody(saveProductCopyRequest), async (c) => {
      const { sku, copy } = c.req.valid('json');
      await editedCopy(ctx, 'product', sku);
      const checked = await checkedCopy(ctx, productCopyForm, copy, ['description', 'features', 'specs']);
      return c.json(await saveDraft(db, 'product', sku, checked, editor(c), c.get('log')));
    })
    .post('/GetBlogPosts', jsonBody(noInputRequest), async (c) => {
      const rows = await db
        .selectFrom('blogs')
        .select(['pkblogid as id', 'title', 'blogdate as date'])
        .orderBy('blogdate', 'desc')
        .orderBy('pkblogid', 'desc')
        .execute();
      const drafts = await draftKeys(db, 'blog');
      return c.json({ posts: rows.map((row) => ({ ...row, draft: drafts.has(String(row.id)) })) });
    })
    .post('/GetBlogPost', jsonBody(postIdRequest), async (c) => {
      const { id } = c.req.valid('json');
      return c.json({ id, ...(await editedCopy(ctx, 'blog', String(id))) });
    })
    .post('/SaveBlogPost', jsonBody(saveBlogPostRequest), async (c) => {
      const { id, copy } = c.req.valid('json');
      await editedCopy(ctx, 'blog', String(id));
      const checked = await checkedCopy(ctx, blogPostForm, copy, ['body']);
      return c.json(await saveDraft(db, 'blog', String(id), checked, editor(c), c.get('log')));
    });
}
