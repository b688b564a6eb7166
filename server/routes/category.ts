import { Hono } from 'hono';
import { subCategoriesRequest, subCategoryProductsRequest } from '../../src/api/catalog.ts';
import { itemDetailsRequest } from '../../src/api/item-details.ts';
import { itemDetailRequest } from '../../src/api/item.ts';
import { itemDetailsOf } from '../catalog/item-details.ts';
import { itemDetailOf } from '../catalog/item.ts';
import { productsOfSubcategory, subcategoriesOf } from '../catalog/menu.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonBody } from '../http/validate.ts';

/** The catalogue calls under /api/Category: category and subcategory pages, product detail. */
export function categoryRoutes({ db }: AppContext): Hono<AppEnv> {
  return (
    new Hono<AppEnv>()
      .post('/GetSubCategories', jsonBody(subCategoriesRequest), (c) =>
        c.json({ refSubCategories: subcategoriesOf(db, c.req.valid('json').productid) }),
      )
      .post('/GetSubCategoriesProductPage', jsonBody(subCategoryProductsRequest), (c) =>
        c.json({ refSubCategoryProducts: productsOfSubcategory(db, c.req.valid('json').subcategoryId) }),
      )
      // Prices appear only for a signed-in caller, and only the fields its account type may see.
      .post('/GetItemDetail', jsonBody(itemDetailRequest), (c) =>
        c.json(itemDetailOf(db, c.req.valid('json').skuid, c.get('caller'))),
      )
      // Many products at once, as a visitor sees them (never a price), for builds.
      .post('/GetItemDetails', jsonBody(itemDetailsRequest), (c) =>
        c.json({ refItems: itemDetailsOf(db, c.req.valid('json').skuids) }),
      )
  );
}
