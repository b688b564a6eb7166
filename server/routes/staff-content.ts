import { Hono } from 'hono';
import { noInputRequest } from '../../src/api/lists.ts';
import {
  findProductsRequest,
  productCopyForm,
  saveProductCopyRequest,
  skuRequest,
} from '../../src/api/staff-content.ts';
import { callerOf } from '../auth/middleware.ts';
import { requireStaffOr404 } from '../auth/staff.ts';
import { checkedCopy, editedCopy } from '../content/checked-copy.ts';
import { draftKeys, saveDraft } from '../content/drafts.ts';
import { contentRules } from '../content/rules.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonBody } from '../http/validate.ts';
import { staffRecordRoutes } from './staff-records.ts';

const MATCHES = 20;

/**
 * /api/Staff: the staff editor of the site's copy (products here, the other records in
 * staff-records.ts). Saves are drafts, logged with who and when; the
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
    .post('/GetContentRules', jsonBody(noInputRequest), async (c) => c.json(await contentRules(db, ctx.config.dataDir)))
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
      return c.json({ sku, ...(await editedCopy(db, 'product', sku)) });
    })
    .post('/SaveProductCopy', jsonBody(saveProductCopyRequest), async (c) => {
      const { sku, copy } = c.req.valid('json');
      await editedCopy(db, 'product', sku);
      const checked = await checkedCopy(db, productCopyForm, copy);
      return c.json(await saveDraft(db, 'product', sku, checked, editor(c), c.get('log')));
    })
    .route('/', staffRecordRoutes(ctx));
}
