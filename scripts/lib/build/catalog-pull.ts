import { ITEM_DETAILS_MAX } from '../../../src/api/item-details.ts';
import { buildEnv } from '../../../src/config/env.build.ts';
import { solutionIds, type SolutionKey } from '../../../src/config/index.ts';
import {
  type AdaptContext,
  type CardRecord,
  toCategories,
  toFaq,
  toProduct,
  toProductSummary,
  toSolution,
  toSubcategories,
  toSubcategoryProducts,
} from '../../../src/features/catalog/adapters.ts';
import { dataDigest } from '../../../src/features/catalog/cache-key.build.ts';
import { knownSpecsFacts, type PulledCatalog, specsFactsOf } from '../../../src/features/catalog/specs-facts.build.ts';
import { placementFinder, withPages } from '../../../src/features/catalog/catalog.ts';
import { createMediaUrl } from '../../../src/lib/paths.ts';
import { mapWithLimit, progressEvery10Percent } from './pool.ts';
import { CONCURRENCY, type Pull } from './pull.ts';
import type {
  Catalog,
  Category,
  Product,
  ProductSummary,
  Solution,
  Subcategory,
} from '../../../src/lib/catalog-types.ts';

const log = (message: string) => console.info(`[catalog] ${message}`);

const ctx: AdaptContext = { mediaUrl: createMediaUrl(buildEnv.PUBLIC_API_BASE) };

/** Runs of at most `size` items, in order. */
const batchesOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The live build's catalogue and the products changed since it was pulled (see
 * server/db/product-revisions.ts): every other product is taken from it as it is.
 */
export interface CatalogReuse {
  previous: Catalog;
  changed: ReadonlySet<string>;
  /** Subcategories (ids) whose product lists are unchanged since: the live build's are kept. */
  lists?: ReadonlySet<number>;
}

/** Whether two pulls have the same menu, which places every product and names every category link. */
export const sameMenu = (a: Pick<Catalog, 'categories'>, b: Pick<Catalog, 'categories'>) =>
  dataDigest(a.categories) === dataDigest(b.categories);

/** Products of the previous pull to keep: none when the menu changed, which places every product. */
function reusable(skus: readonly string[], categories: Category[], reuse?: CatalogReuse): Map<string, Product> {
  if (reuse === undefined || !sameMenu(reuse.previous, { categories })) return new Map();
  const kept = skus.flatMap((sku) => {
    const product = reuse.changed.has(sku) ? undefined : reuse.previous.products.get(sku);
    return product === undefined ? [] : [[sku, product] as const];
  });
  return new Map(kept);
}

/**
 * The live build's product lists still as they are, by subcategory (id and path): none when the
 * menu changed, which places every product.
 */
function keptLists(categories: Category[], reuse?: CatalogReuse): Map<string, ProductSummary[]> {
  if (reuse?.lists === undefined || !sameMenu(reuse.previous, { categories })) return new Map();
  const { lists, previous } = reuse;
  return new Map(
    [...previous.subcategoriesByCategory.values()].flat().flatMap((sub) => {
      const list = lists.has(sub.id) ? previous.productsBySubcategory.get(sub.path) : undefined;
      return list === undefined ? [] : [[`${sub.id} ${sub.path}`, list] as const];
    }),
  );
}

async function pullSubcategories(pull: Pull, categories: Category[], reuse?: CatalogReuse) {
  const lists = await mapWithLimit(categories, CONCURRENCY, async (category) =>
    toSubcategories(category, await pull('GetSubCategories', { productid: category.id }), ctx),
  );
  const subcategories = lists.flat();
  const kept = keptLists(categories, reuse);
  let read = 0;
  const products = await mapWithLimit(subcategories, CONCURRENCY, async (sub) => {
    const live = kept.get(`${sub.id} ${sub.path}`);
    if (live !== undefined) return live;
    read += 1;
    return toSubcategoryProducts(await pull('GetSubCategoriesProductPage', { subcategoryId: sub.id }), ctx);
  });
  log(`${categories.length} categories, ${subcategories.length} subcategories (${read} product lists read)`);
  return {
    subcategoriesByCategory: new Map(categories.map((category, i) => [category.slug, lists[i] ?? []])),
    productsBySubcategory: new Map(subcategories.map((sub: Subcategory, i) => [sub.path, products[i] ?? []])),
  };
}

async function pullProducts(pull: Pull, skus: string[], categories: Category[]): Promise<Map<string, Product>> {
  const findPlacement = placementFinder(categories);
  const started = performance.now();
  const onDone = progressEvery10Percent(skus.length, (done, percent) =>
    log(`products ${done}/${skus.length} (${percent}%) in ${((performance.now() - started) / 1000).toFixed(1)} s`),
  );
  let pulled = 0;
  // Detail and questions of many products per call: a build of 20,000 products makes 80 calls, not 40,000.
  const batches = await mapWithLimit(batchesOf(skus, ITEM_DETAILS_MAX), CONCURRENCY, async (skuids) => {
    const { refItems } = await pull('GetItemDetails', { skuids });
    onDone((pulled += skuids.length));
    return refItems.map((item) => toProduct(item.detail, toFaq({ refFaq: item.faq }), findPlacement, ctx));
  });
  const products = batches.flat().filter((product) => product !== undefined);
  return new Map(products.map((product) => [product.sku, product]));
}

async function pullSolutions(pull: Pull): Promise<Solution[]> {
  const keys = Object.keys(solutionIds) as SolutionKey[];
  const solutions = await mapWithLimit(keys, CONCURRENCY, async (key) =>
    toSolution(key, await pull('GetAppsInfo', { appId: solutionIds[key] }), ctx),
  );
  return solutions.filter((solution) => solution !== undefined);
}

/** Every catalogue page's data, through `pull`; the details of unchanged products from `reuse`. */
export async function pullCatalog(pull: Pull, reuse?: CatalogReuse): Promise<PulledCatalog> {
  const started = performance.now();
  log(`pulling from ${buildEnv.API_BASE}`);
  const [menu, seo, fresh, banner, featured, solutions] = await Promise.all([
    pull('GetAllProducts', {}),
    pull('GetAllProductsSeo', {}),
    pull('GetNewProducts', {}),
    pull('GetHomeBanner', {}),
    pull('GetFeatureProducts', {}),
    pullSolutions(pull),
  ]);
  const categories = toCategories(menu);
  const { subcategoriesByCategory, productsBySubcategory } = await pullSubcategories(pull, categories, reuse);
  const listed = [...productsBySubcategory.values()].flat().map((card) => card.sku);
  const skus = [...new Set([...seo.refSeoProducts.map((entry) => entry.sku), ...listed])];
  const kept = reusable(skus, categories, reuse);
  const pulled = await pullProducts(
    pull,
    skus.filter((sku) => !kept.has(sku)),
    categories,
  );
  // In the order of a whole pull, so equal data gives equal pages and digests.
  const products = new Map(
    skus.flatMap((sku) => {
      const product = pulled.get(sku) ?? kept.get(sku);
      return product === undefined ? [] : [[sku, product] as const];
    }),
  );
  const cards = (list: readonly CardRecord[]) =>
    withPages(
      list.map((record) => toProductSummary(record, ctx)),
      products,
    );
  const keptFacts = reuse === undefined ? undefined : knownSpecsFacts(reuse.previous);
  const catalog: PulledCatalog = {
    categories,
    subcategoriesByCategory,
    productsBySubcategory: new Map([...productsBySubcategory].map(([path, list]) => [path, withPages(list, products)])),
    products,
    newProducts: cards(fresh.refNewProducts),
    banner: cards(banner.refFeatureProducts),
    featured: cards(featured.refFeatureProducts),
    solutions: solutions.map((solution) => ({
      ...solution,
      tabs: solution.tabs
        .map((tab) => ({ ...tab, products: withPages(tab.products, products) }))
        .filter((tab) => tab.products.length > 0),
    })),
    productDigests: new Map(
      [...products].map(([sku, product]) => [
        sku,
        (kept.has(sku) ? reuse?.previous.productDigests.get(sku) : undefined) ?? dataDigest(product),
      ]),
    ),
    specsFacts: new Map(
      [...products].map(([sku, product]) => [
        sku,
        (kept.has(sku) ? keptFacts?.get(sku) : undefined) ?? specsFactsOf(product),
      ]),
    ),
  };
  log(
    `pulled ${pulled.size} products (${kept.size} unchanged since the live build) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return catalog;
}
