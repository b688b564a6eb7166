import { createHash } from 'node:crypto';
import type { Catalog, Product } from '../../lib/catalog-types.ts';

/** A short digest of some data: equal for equal data (as JSON). */
export const dataDigest = (data: unknown): string =>
  createHash('sha1').update(JSON.stringify(data)).digest('base64url');

/** A product's digest, as the pull made it (see Catalog.productDigests). */
export const productDigest = (catalog: Catalog, product: Product): string =>
  catalog.productDigests.get(product.sku) ?? dataDigest(product);

/**
 * A listing page's data key: what it shows. The category menu in its props is the header's, which
 * the shared key covers: hashed again for each of a thousand listing pages, it held the main thread
 * up before the first page of a large catalogue.
 */
export const listingDataKey = ({ props: { categories: _menu, ...shown } }: { props: { categories: unknown } }) =>
  dataDigest(shown);

const sharedKeys = new WeakMap<Catalog, string>();

/**
 * The catalogue data every page renders in its header (the product menu and the solutions'
 * names), hashed once per build.
 */
export function sharedKey(catalog: Catalog): string {
  let key = sharedKeys.get(catalog);
  if (key === undefined) {
    const solutions = catalog.solutions.map((solution) => [solution.key, solution.name]);
    key = dataDigest([catalog.categories, solutions]);
    sharedKeys.set(catalog, key);
  }
  return key;
}

/**
 * Adds to each static path a `cacheKey` naming exactly the data it renders: its props (or what
 * `dataKey` answers for them) and the shared header data. Equal keys mean the page would come out the same, so an incremental build
 * copies it from the previous build instead of rendering it.
 */
export function withCacheKeys<R extends { props: unknown }>(
  catalog: Catalog,
  routes: readonly R[],
  dataKey: (route: R) => string = (route) => dataDigest(route.props),
): Array<R & { cacheKey: string }> {
  const shared = sharedKey(catalog);
  return routes.map((route) => ({ ...route, cacheKey: `${shared}.${dataKey(route)}` }));
}
