import { categorySlugs, pageSize, solutionIds } from '../../config/index.ts';
import { pageParam, paginate } from '../../components/ui/pagination.ts';
import { listingDataKey, productDigest, withCacheKeys } from './cache-key.build.ts';
import { hasPage, titleFromSlug } from './catalog.ts';
import { loadCatalog } from '../../lib/site-data.build.ts';
import { categoryCards, listingEntries, listingFilters, listings } from './listing/listing.build.ts';
import { categoryPath } from '../../lib/paths.ts';

/**
 * The static paths of the catalogue's routes, for the pages' getStaticPaths. Each carries a
 * `cacheKey` of the data it renders (its props and the header every page shows), so an
 * incremental build renders again only pages whose data changed: a listing page is keyed on the
 * cards it lists, an item page on its product.
 */

export async function categoryRoutes() {
  const catalog = await loadCatalog();
  const slugs = [...new Set([...categorySlugs, ...catalog.categories.map((category) => category.slug)])];
  const routes = slugs.flatMap((slug) => {
    const name = titleFromSlug(catalog, slug);
    const subcategories = catalog.subcategoriesByCategory.get(slug) ?? [];
    const basePath = categoryPath(slug);
    const filters = listingFilters(catalog, basePath, categoryCards(catalog, slug));
    return paginate(subcategories, pageSize.category, basePath).map((page) => ({
      params: { category: slug, page: pageParam(page.number) },
      props: { name, basePath, page, subcategoryCount: subcategories.length, filters, categories: catalog.categories },
    }));
  });
  return withCacheKeys(catalog, routes, listingDataKey);
}

export async function subcategoryRoutes() {
  const catalog = await loadCatalog();
  const subcategories = [...catalog.subcategoriesByCategory.values()].flat();
  const routes = subcategories.flatMap((subcategory) => {
    const products = catalog.productsBySubcategory.get(subcategory.path) ?? [];
    const filters = listingFilters(catalog, subcategory.path, products);
    return paginate(products, pageSize.subcategory, subcategory.path).map((page) => ({
      params: { category: subcategory.category.slug, subcategory: subcategory.slug, page: pageParam(page.number) },
      props: { subcategory, page, filters, categories: catalog.categories },
    }));
  });
  return withCacheKeys(catalog, routes, listingDataKey);
}

export async function newProductRoutes() {
  const catalog = await loadCatalog();
  const filters = listingFilters(catalog, '/new', catalog.newProducts);
  const routes = paginate(catalog.newProducts, pageSize.newProducts, '/new').map((page) => ({
    params: { page: pageParam(page.number) },
    props: { page, filters, categories: catalog.categories },
  }));
  return withCacheKeys(catalog, routes, listingDataKey);
}

/** The cards file of each listing (see listing.build.ts), keyed on the cards and facts it holds. */
export async function listingCardRoutes() {
  const catalog = await loadCatalog();
  const routes = listings(catalog)
    .filter(({ cards }) => cards.length > 0)
    .map(({ basePath, cards }) => ({
      params: { listing: basePath.slice(1) },
      props: { entries: listingEntries(catalog, cards) },
    }));
  return withCacheKeys(catalog, routes);
}

export async function itemRoutes() {
  const catalog = await loadCatalog();
  const routes = [...catalog.products.values()]
    .filter(hasPage)
    .map((product) => ({ params: { sku: product.sku }, props: { product } }));
  // An item page shows its product: the pull's digest of it spares hashing 20,000 products here.
  return withCacheKeys(catalog, routes, (route) => productDigest(catalog, route.props.product));
}

export async function solutionRoutes() {
  const catalog = await loadCatalog();
  const routes = catalog.solutions
    .filter((solution) => Object.hasOwn(solutionIds, solution.key))
    .map((solution) => ({
      params: { key: solution.key },
      props: { solution, featured: catalog.products.get(solution.featuredSku) },
    }));
  return withCacheKeys(catalog, routes);
}
