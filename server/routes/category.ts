import { Hono } from 'hono';
import { subCategoriesRequest, subCategoryProductsRequest } from '../../src/api/catalog.ts';
import { itemDetailsRequest } from '../../src/api/item-details.ts';
import { itemPricesRequest } from '../../src/api/item-prices.ts';
import { callerOf, requireCaller } from '../auth/middleware.ts';
import { itemPricesFor } from '../catalog/item-prices.ts';
import { logSkipped } from '../catalog/rows.ts';
import { silentLog } from '../log.ts';
import { itemDetailRequest } from '../../src/api/item.ts';
import { createMiddleware } from 'hono/factory';
import { createBulkReader } from '../catalog/bulk-reads.ts';
import { itemDetailsOf } from '../catalog/item-details.ts';
import { clientAddress, isInProcess } from '../security/client-address.ts';
import { bulkReadsPerAddress, TOO_MANY_BULK_READS } from '../security/limits.ts';
import { createLimiter } from '../security/rate-limit.ts';
import { itemDetailOf } from '../catalog/item.ts';
import { productsOfSubcategory, subcategoriesOf } from '../catalog/menu.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonBody } from '../http/validate.ts';

/** The catalogue calls under /api/Category: category and subcategory pages, product detail. */
export function categoryRoutes({ db, config, log = silentLog, prices, refusals }: AppContext): Hono<AppEnv> {
  // A corrupt price record is left out of the batch that asks for it, and logged.
  const skip = logSkipped(log);
  const limiter = createLimiter(db, refusals);
  const bulkRule = bulkReadsPerAddress(config.bulkReadsPerWindow);
  const readDetails = createBulkReader(db);
  /** Bulk reads over the network are counted per address; the build's in-process pull is not. */
  const bulkBudget = createMiddleware<AppEnv>(async (c, next) => {
    if (!isInProcess(c)) await limiter.take(bulkRule, clientAddress(c, config.trustedProxies), TOO_MANY_BULK_READS);
    await next();
  });
  return (
    new Hono<AppEnv>()
      .post('/GetSubCategories', jsonBody(subCategoriesRequest), async (c) =>
        c.json({ refSubCategories: await subcategoriesOf(db, c.req.valid('json').productid) }),
      )
      .post('/GetSubCategoriesProductPage', jsonBody(subCategoryProductsRequest), async (c) =>
        c.json({ refSubCategoryProducts: await productsOfSubcategory(db, c.req.valid('json').subcategoryId) }),
      )
      // Prices appear only for a signed-in caller, and only the fields its account type may see.
      .post('/GetItemDetail', jsonBody(itemDetailRequest), async (c) =>
        c.json(await itemDetailOf(db, c.req.valid('json').skuid, c.get('caller'))),
      )
      // A listing's cards for a signed-in account: only that account's own fields, never a visitor's.
      .post('/GetItemPrices', requireCaller, jsonBody(itemPricesRequest), async (c) =>
        c.json({ refPrices: await itemPricesFor(db, c.req.valid('json').skuids, callerOf(c), skip, prices) }),
      )
      // Many products at once, as a visitor sees them (never a price), for builds; bounded per address
      // and read in chunks, so bulk clients cannot slow the site for others.
      .post('/GetItemDetails', bulkBudget, jsonBody(itemDetailsRequest), async (c) => {
        const { skuids } = c.req.valid('json');
        // The build's own pull reads at once, so a stored record that breaks the contract fails it by name.
        if (isInProcess(c)) return c.json({ refItems: await itemDetailsOf(db, skuids) });
        return c.body(await readDetails(skuids), 200, { 'Content-Type': 'application/json' });
      })
  );
}
