import type { ProductSummary } from '../../lib/catalog-types.ts';

/** A subcategory's products as the catalogue lists them. */
export interface SubcategoryProducts {
  name: string;
  products: readonly ProductSummary[];
}

/**
 * Products for a promotional page: one from each named subcategory in turn (names match without
 * regard to case), then a second from each, until `count` are chosen. Subcategories the catalogue
 * does not have are skipped.
 */
export function pickPromoProducts(
  lists: readonly SubcategoryProducts[],
  names: readonly string[],
  count: number,
): ProductSummary[] {
  const wanted = names.map((name) => name.toLowerCase());
  const queues = wanted.flatMap((name) =>
    lists.filter((list) => list.name.toLowerCase() === name).map((list) => [...list.products]),
  );
  const picked: ProductSummary[] = [];
  const seen = new Set<string>();
  for (let round = 0; picked.length < count && queues.some((queue) => queue.length > round); round += 1) {
    for (const queue of queues) {
      const product = queue[round];
      if (!product || seen.has(product.sku) || picked.length >= count) continue;
      seen.add(product.sku);
      picked.push(product);
    }
  }
  return picked;
}
