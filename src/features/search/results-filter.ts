import * as z from 'zod/mini';
import { SearchProducts } from '../../api/calls/catalog.ts';
import { createClient } from '../../api/client.ts';
import { limits } from '../../config/index.ts';
import { publicApiBase } from '../../config/public-env.ts';
import { facetFieldsets } from '../listing/facet-fields.ts';
import { startFiltering } from '../listing/listing-filter.ts';
import type { ListedCard } from '../listing/listing-cards.ts';
import { facetOptions, isFiltered, parseListingQuery } from '../listing/listing.ts';
import { resultItem } from './results-dom.ts';

/**
 * Filters and sort of the search results, loaded the first time a visitor uses them (or opens a
 * filtered address): the ranked results (the first `limits.searchFilterMax`) with each product's
 * facets from the build's `/data/facets.json`, filtered by the listing rules in the browser.
 */

const api = createClient({ baseUrl: publicApiBase });

const facetIndex = z.record(
  z.string(),
  z.object({ facets: z.record(z.string(), z.array(z.string())), releasedOn: z.string() }),
);

async function loadFacetIndex(): Promise<z.infer<typeof facetIndex>> {
  const response = await fetch('/data/facets.json');
  if (!response.ok) throw new Error('Could not load /data/facets.json', { cause: response.status });
  return facetIndex.parse(await response.json());
}

/** The ranked results the filters reach, as cards with their facts. */
async function resultCards(term: string, count: number, pageSize: number): Promise<ListedCard[]> {
  const pages = Math.ceil(Math.min(count, limits.searchFilterMax) / pageSize);
  const [index, ...answers] = await Promise.all([
    loadFacetIndex(),
    ...Array.from({ length: pages }, (_, page) => api.call(SearchProducts, { term, page: page + 1 })),
  ]);
  const results = answers.flatMap((answer) => answer.refSearchData ?? []).slice(0, limits.searchFilterMax);
  return results.map((result, position) => ({
    node: resultItem(result, position),
    item: {
      sku: result.sku,
      title: result.title,
      facets: index[result.sku]?.facets ?? {},
      // A product the build did not know sorts after every dated one by newest.
      releasedOn: index[result.sku]?.releasedOn ?? '',
    },
  }));
}

/** Starts filtering the results listed in `section`; `first` is the change that asked for it. */
export async function filterResults(
  section: HTMLElement,
  query: { term: string; count: number; pageSize: number },
  first?: Event,
): Promise<void> {
  const cards = await resultCards(query.term, query.count, query.pageSize);
  const facets = facetOptions(
    cards.map((card) => card.item),
    {},
  );
  section.querySelector('[data-listing-filters]')?.append(...facetFieldsets(facets));
  const panel = section.querySelector<HTMLDetailsElement>('[data-search-filters]');
  if (panel && isFiltered(parseListingQuery(location.search))) panel.open = true;
  await startFiltering(section, first, { load: () => Promise.resolve(cards), pageSize: query.pageSize });
}
