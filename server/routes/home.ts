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
import { boundedSearchTerm } from '../catalog/search-term.ts';
import { clientAddress, isInProcess } from '../security/client-address.ts';
import { searchesPerAddress, TOO_MANY_SEARCHES } from '../security/limits.ts';
import { createLimiter } from '../security/rate-limit.ts';

/** The catalogue calls under /api/Home: home lists, menu, FAQ, solutions, search and SEO list. */
export function homeRoutes({ db, config, log = silentLog, refusals, searchIndexAtStart }: AppContext): Hono<AppEnv> {
  const limiter = createLimiter(db, refusals);
  const searches = searchesPerAddress(config.searchesPerWindow);
  // A corrupt product is left out of the suggestions and results it matches, and logged.
  const search = createProductSearch(db, logSkipped(log), {
    buildAtStart: searchIndexAtStart,
    failed: (err: unknown) => log.error({ event: 'search index not built', err }, 'search index not built'),
  });
  /**
   * A page of the ranked results with the number of matches; past the last page, an empty list.
   * When nothing matches, the closest products and their subcategories instead of a dead end.
   */
  const resultsPage = async (term: string, page: number) => {
    const skus = await search.rank(term);
    const size = pageSize.searchResults;
    const start = (page - 1) * size;
    const answer = { refSearchData: await search.products(term, start, size), count: skus.length, pageSize: size };
    if (skus.length > 0) return answer;
    const closest = await search.closest(term);
    return { ...answer, refClosestProducts: closest.products, refClosestCategories: closest.categories };
  };
  return new Hono<AppEnv>()
    .get('/GetHomeBanner', queryOf(noInput), async (c) =>
      c.json({ refFeatureProducts: await homeProducts(db, 'banner') }),
    )
    .get('/GetFeatureProducts', queryOf(noInput), async (c) =>
      c.json({ refFeatureProducts: await homeProducts(db, 'featured') }),
    )
    .get('/GetAllProducts', queryOf(noInput), async (c) => c.json(await productsMenu(db)))
    .get('/GetFAQ', queryOf(faqRequest), async (c) => c.json({ refFaq: await faqOf(db, c.req.valid('query').sku) }))
    .post('/GetAppsInfo', jsonBody(appsInfoRequest), async (c) =>
      c.json(await solutionInfo(db, c.req.valid('json').appId)),
    )
    .get('/GetNewProducts', queryOf(noInput), async (c) => c.json({ refNewProducts: await newProducts(db) }))
    .get(
      '/SearchProducts',
      // Counted per address before anything else; the build's in-process pull is not.
      async (c, next) => {
        if (!isInProcess(c)) await limiter.take(searches, clientAddress(c, config.trustedProxies), TOO_MANY_SEARCHES);
        await next();
      },
      // A blank term (the box was cleared) has no suggestions rather than being an error.
      async (c, next) => (c.req.query('term')?.trim() === '' ? c.json({ refSearchData: [] }) : next()),
      queryOf(searchRequest, { allowNul: true }),
      async (c) => {
        const { page } = c.req.valid('query');
        const term = boundedSearchTerm(c.req.valid('query').term);
        if (page === undefined)
          return c.body(await search.suggestionsText(term), 200, { 'Content-Type': 'application/json' });
        return c.json(await resultsPage(term, page));
      },
    )
    .get('/GetAllProductsSeo', queryOf(noInput), async (c) => c.json({ refSeoProducts: await seoProducts(db) }));
}
