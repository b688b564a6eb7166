import { Hono } from 'hono';
import { noInput, searchRequest } from '../../src/api/catalog.ts';
import { faqRequest } from '../../src/api/item.ts';
import { appsInfoRequest } from '../../src/api/solutions.ts';
import { faqOf } from '../catalog/item.ts';
import { productsMenu } from '../catalog/menu.ts';
import { homeProducts, newProducts, seoProducts } from '../catalog/product-lists.ts';
import { createProductSearch } from '../catalog/search.ts';
import { logSkipped } from '../catalog/rows.ts';
import { silentLog } from '../log.ts';
import { pageSize } from '../../src/config/limits.ts';
import { solutionInfo } from '../catalog/solutions.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonBody, queryOf } from '../http/validate.ts';

/** The catalogue calls under /api/Home: home lists, menu, FAQ, solutions, search and SEO list. */
export function homeRoutes({ db, log }: AppContext): Hono<AppEnv> {
  // A corrupt product is left out of the suggestions and results it matches, and logged.
  const search = createProductSearch(db, logSkipped(log ?? silentLog));
  /**
   * A page of the ranked results with the number of matches; past the last page, an empty list.
   * When nothing matches, the closest products and their subcategories instead of a dead end.
   */
  const resultsPage = (term: string, page: number) => {
    const skus = search.rank(term);
    const size = pageSize.searchResults;
    const start = (page - 1) * size;
    const answer = { refSearchData: search.products(term, start, size), count: skus.length, pageSize: size };
    if (skus.length > 0) return answer;
    const closest = search.closest(term);
    return { ...answer, refClosestProducts: closest.products, refClosestCategories: closest.categories };
  };
  return new Hono<AppEnv>()
    .get('/GetHomeBanner', queryOf(noInput), (c) => c.json({ refFeatureProducts: homeProducts(db, 'banner') }))
    .get('/GetFeatureProducts', queryOf(noInput), (c) => c.json({ refFeatureProducts: homeProducts(db, 'featured') }))
    .get('/GetAllProducts', queryOf(noInput), (c) => c.json(productsMenu(db)))
    .get('/GetFAQ', queryOf(faqRequest), (c) => c.json({ refFaq: faqOf(db, c.req.valid('query').sku) }))
    .post('/GetAppsInfo', jsonBody(appsInfoRequest), (c) => c.json(solutionInfo(db, c.req.valid('json').appId)))
    .get('/GetNewProducts', queryOf(noInput), (c) => c.json({ refNewProducts: newProducts(db) }))
    .get(
      '/SearchProducts',
      // A blank term (the box was cleared) has no suggestions rather than being an error.
      async (c, next) => (c.req.query('term')?.trim() === '' ? c.json({ refSearchData: [] }) : next()),
      queryOf(searchRequest),
      (c) => {
        const { term, page } = c.req.valid('query');
        if (page === undefined)
          return c.body(search.suggestionsText(term), 200, { 'Content-Type': 'application/json' });
        return c.json(resultsPage(term, page));
      },
    )
    .get('/GetAllProductsSeo', queryOf(noInput), (c) => c.json({ refSeoProducts: seoProducts(db) }));
}
