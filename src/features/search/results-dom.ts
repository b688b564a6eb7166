import type { SearchCategory, SearchSuggestion } from '../../api/catalog.ts';
import { element, pagerElement } from '../../components/ui/dom.ts';
import { thumbnailUrl } from '../../components/ui/picture.ts';
import { itemPath } from '../../lib/paths.ts';
import { mediaUrl } from '../session/media.ts';
import { categoriesHeading, closestHeading, resultsPagePath } from './results.ts';

/**
 * The results page's markup, made with the DOM rather than React: the list paints as soon as its
 * answer arrives, with no framework to load first (anonymous pages keep to their script budget).
 */

/** Results in the first screenful load their images at once; the rest as they scroll near. */
const eagerImages = 4;

/**
 * One result: image (its smallest variant, as it shows 72 px wide), title, subtitle and MPN, linking
 * to the product page, and the slot where a signed-in dealer's price, stock and Add to cart go
 * (ProductCard's `[data-card-actions]`).
 */
export function resultItem(result: SearchSuggestion, index: number): HTMLElement {
  const loading = index >= eagerImages && 'lazy';
  const imageUrl = mediaUrl(result.image1);
  const image = element('img', { src: thumbnailUrl(imageUrl), alt: '', width: '72', height: '72', loading });
  const actions = element('div', {
    class: 'search-results__actions',
    'data-card-actions': '',
    'data-sku': result.sku,
    'data-title': result.title,
    'data-subtitle': result.subtitle,
    'data-image': imageUrl,
  });
  return element(
    'li',
    {},
    element(
      'a',
      { href: itemPath(result.sku) },
      image,
      element(
        'span',
        { class: 'search-results__text' },
        element('strong', {}, result.title),
        element('span', {}, result.subtitle),
        element('span', { class: 'search-results__mpn' }, `MPN: ${result.sku}`),
      ),
    ),
    actions,
  );
}

/** The list of results; filtering repaints its items (`data-listing-grid`). */
export function resultsList(results: readonly SearchSuggestion[]): HTMLElement {
  return element('ul', { class: 'search-results', 'data-listing-grid': '' }, ...results.map(resultItem));
}

/** Page links of the results, with the same slots and look as the catalogue's pagination. */
export const resultsPager = (term: string, current: number, total: number): HTMLElement | undefined =>
  pagerElement(current, total, (page) => resultsPagePath(term, page), 'Search results pages');

/**
 * What a search that found nothing offers instead of a dead end: the closest products, as results,
 * and the subcategories they are in ("Splitters › 1x4 Splitters"), each under its heading.
 */
export function closestMatches(
  products: readonly SearchSuggestion[],
  categories: readonly SearchCategory[],
): HTMLElement[] {
  const parts: HTMLElement[] = [];
  if (products.length > 0) parts.push(element('h2', {}, closestHeading), resultsList(products));
  if (categories.length > 0)
    parts.push(
      element('h2', {}, categoriesHeading),
      element(
        'ul',
        { class: 'search-categories' },
        ...categories.map((category) =>
          element('li', {}, element('a', { href: category.path }, `${category.parentTitle} › ${category.name}`)),
        ),
      ),
    );
  return parts;
}
