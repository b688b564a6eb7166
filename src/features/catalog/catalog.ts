import { slugify } from '../../config/index.ts';
import { categoryPath, subcategoryPath } from '../../lib/paths.ts';
import type { Catalog, CatalogLink, Category, Product, ProductSummary } from '../../lib/catalog-types.ts';

/** A product has a page only when it sits in a parent and a child category. */
export function hasPage(product: Product): product is Product & { parent: CatalogLink; child: CatalogLink } {
  return product.parent !== null && product.child !== null;
}

/**
 * Resolves a product's parent and child category names to the menu's pages (matching names without
 * regard to case or spacing). Names the menu does not know still get the addresses the link rule gives.
 */
export function placementFinder(categories: readonly Category[]) {
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  return (
    parentName: string | null,
    childName: string | null,
  ): { parent: CatalogLink; child: CatalogLink } | undefined => {
    if (!parentName?.trim() || !childName?.trim()) return undefined;
    const category = bySlug.get(slugify(parentName));
    const sub = category?.subcategories.find((entry) => entry.slug === slugify(childName));
    return {
      parent: category
        ? { name: category.name, path: category.path }
        : { name: parentName, path: categoryPath(parentName) },
      child: sub
        ? { name: sub.name, path: sub.path }
        : { name: childName, path: subcategoryPath(parentName, childName) },
    };
  };
}

/** Cards whose product has a page, so lists never link to the not-found page. */
export function withPages(cards: readonly ProductSummary[], products: ReadonlyMap<string, Product>): ProductSummary[] {
  return cards.filter((card) => {
    const product = products.get(card.sku);
    return product !== undefined && hasPage(product);
  });
}

/** The category a slug names, for titles derived from the address. */
export function categoryBySlug(catalog: Pick<Catalog, 'categories'>, slug: string): Category | undefined {
  return catalog.categories.find((category) => category.slug === slug);
}

/** A page title derived from a category slug: the category's own name, else the slug in words. */
export function titleFromSlug(catalog: Pick<Catalog, 'categories'>, slug: string): string {
  return (
    categoryBySlug(catalog, slug)?.name ??
    slug
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}
