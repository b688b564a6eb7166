import type { Catalog } from '../../../lib/catalog-types.ts';
import type { ProductSummary } from '../../../lib/catalog-types.ts';
import { facetsOf } from '../../../api/facets.ts';
import { knownSpecsFacts } from '../specs-facts.build.ts';
import { facetOptions, type FacetOption, type ListingItem } from '../../listing/listing.ts';

/**
 * What a listing page ships for filtering: the facet panel with its counts (rendered into the page)
 * and where the listing's product cards and facts are (one file per listing, fetched on first use).
 * Built from each product's specs table only; never a price.
 */

/** The filter panel of a listing page. */
export interface ListingFilters {
  /** The file holding every card of the listing with its facts. */
  source: string;
  total: number;
  facets: FacetOption[];
}

/** A listing's cards file: `/cables/hdmi` → `/data/listing/cables/hdmi.html`. */
export const listingSource = (basePath: string) => `/data/listing${basePath}.html`;

const knownOf = new WeakMap<Catalog, Map<string, ListingItem>>();

/** A product's facts, worked out once per build however many listings show it. */
function itemOf(catalog: Catalog, card: ProductSummary): ListingItem {
  let known = knownOf.get(catalog);
  if (!known) knownOf.set(catalog, (known = new Map()));
  let item = known.get(card.sku);
  if (!item) {
    const product = catalog.products.get(card.sku);
    item = {
      sku: card.sku,
      title: card.title,
      facets: knownSpecsFacts(catalog)?.get(card.sku)?.facets ?? facetsOf(product?.specsHtml ?? ''),
      releasedOn: product?.releasedOn ?? '',
    };
    known.set(card.sku, item);
  }
  return item;
}

/** A product's facets and release day, as `/data/facets.json` holds them by sku. */
export type FacetIndex = Record<string, Pick<ListingItem, 'facets' | 'releasedOn'>>;

/** Every product's facets and release day (no title, no price): what search results filter by. */
export function facetIndex(catalog: Catalog): FacetIndex {
  return Object.fromEntries(
    [...catalog.products.values()].map((product) => {
      const { facets, releasedOn } = itemOf(catalog, product);
      return [product.sku, { facets, releasedOn }];
    }),
  );
}

/** Each card of a listing with its product's facts. */
export const listingEntries = (catalog: Catalog, cards: readonly ProductSummary[]) =>
  cards.map((card) => ({ card, item: itemOf(catalog, card) }));

/** The product cards of a category: those of its subcategories, each product once. */
export function categoryCards(catalog: Catalog, slug: string): ProductSummary[] {
  const cards = (catalog.subcategoriesByCategory.get(slug) ?? []).flatMap(
    (sub) => catalog.productsBySubcategory.get(sub.path) ?? [],
  );
  return [...new Map(cards.map((card) => [card.sku, card])).values()];
}

const panels = new WeakMap<Catalog, Map<string, ListingFilters>>();

/** The filter panel of the listing at `basePath`, worked out once for all of its pages. */
export function listingFilters(catalog: Catalog, basePath: string, cards: readonly ProductSummary[]): ListingFilters {
  let known = panels.get(catalog);
  if (!known) {
    known = new Map();
    panels.set(catalog, known);
  }
  let panel = known.get(basePath);
  if (!panel) {
    const listed = cards.map((card) => itemOf(catalog, card));
    panel = { source: listingSource(basePath), total: listed.length, facets: facetOptions(listed, {}) };
    known.set(basePath, panel);
  }
  return panel;
}

/** Every listing with its cards: each subcategory, each category, new products. */
export function listings(catalog: Catalog): { basePath: string; cards: ProductSummary[] }[] {
  const subcategories = [...catalog.subcategoriesByCategory.values()].flat();
  return [
    ...subcategories.map((sub) => ({ basePath: sub.path, cards: catalog.productsBySubcategory.get(sub.path) ?? [] })),
    ...catalog.categories.map((category) => ({
      basePath: category.path,
      cards: categoryCards(catalog, category.slug),
    })),
    { basePath: '/new', cards: catalog.newProducts },
  ];
}
