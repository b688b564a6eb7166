import { element } from '../../components/ui/dom.ts';
import type { FacetOption } from './listing.ts';

/**
 * The fieldsets of the filter panel made with the DOM, the same markup ListingFilters.astro renders
 * at build time, for lists whose products are known only in the browser (search results).
 */
export function facetFieldsets(facets: readonly FacetOption[]): HTMLElement[] {
  return facets.map((facet) =>
    element(
      'fieldset',
      {},
      element('legend', {}, facet.name),
      ...facet.values.map((option) =>
        element(
          'label',
          {},
          element('input', { type: 'checkbox', name: facet.key, value: option.value }),
          element('span', { class: 'listing-filters__value' }, option.value),
          ' ',
          element('span', { class: 'listing-filters__count' }, '(', element('span', { 'data-count': '' }, '0'), ')'),
        ),
      ),
    ),
  );
}
