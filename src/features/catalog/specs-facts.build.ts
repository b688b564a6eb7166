import { facetsOf, type FacetValues } from '../../api/facets.ts';
import type { Catalog, Product } from '../../lib/catalog-types.ts';
import type { EntryResult } from '../finder/entry.ts';
import { finderResultOf } from '../finder/finder.build.ts';

/** What a product's specs table says for the listings' filters and for the signal-path finder. */
export interface SpecsFacts {
  facets: FacetValues;
  /** Undefined for a product without a page. */
  finder?: EntryResult;
}

/**
 * The catalogue as a pull makes it: with each product's specs facts, by sku, read once where the
 * catalogue is pulled and carried over for the products unchanged since the live build, so the
 * pages do not read 20,000 specs tables again for one edit.
 */
export interface PulledCatalog extends Catalog {
  specsFacts: Map<string, SpecsFacts>;
}

export const specsFactsOf = (product: Product): SpecsFacts => ({
  facets: facetsOf(product.specsHtml),
  finder: finderResultOf(product),
});

/** The specs facts a catalogue carries, when a pull made it (a test's catalogue has none). */
export const knownSpecsFacts = (catalog: Catalog): ReadonlyMap<string, SpecsFacts> | undefined =>
  'specsFacts' in catalog ? (catalog as PulledCatalog).specsFacts : undefined;
