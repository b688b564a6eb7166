import type { SearchSuggestion } from '../../api/catalog.ts';
import { pageSlots } from '../../components/ui/pagination.ts';
import { itemPath } from '../catalog/paths.ts';
import { mediaUrl } from '../session/media.ts';
import { resultsPagePath } from './results.ts';

/**
 * The results page's markup, made with the DOM rather than React: the list paints as soon as its
 * answer arrives, with no framework to load first (anonymous pages keep to their script budget).
 */

type Child = Node | string;

/** An element with attributes (a `false`/undefined value leaves one out) and children. */
export function element(
  tag: string,
  attributes: Record<string, string | false | undefined> = {},
  ...children: Child[]
): HTMLElement {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined && value !== false) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

/** Results in the first screenful load their images at once; the rest as they scroll near. */
const eagerImages = 4;

/** One result: image, title, subtitle and MPN, linking to the product page. */
function resultItem(result: SearchSuggestion, index: number): HTMLElement {
  const loading = index >= eagerImages && 'lazy';
  const image = element('img', { src: mediaUrl(result.image1), alt: '', width: '72', height: '72', loading });
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
  );
}

export function resultsList(results: readonly SearchSuggestion[]): HTMLElement {
  return element('ul', { class: 'search-results' }, ...results.map(resultItem));
}

/** Page links of the results, with the same slots and look as the catalogue's pagination. */
export function resultsPager(term: string, current: number, total: number): HTMLElement | undefined {
  if (total < 2) return undefined;
  const step = (page: number, text: string, rel: 'prev' | 'next') =>
    page >= 1 && page <= total
      ? element('a', { class: 'step', href: resultsPagePath(term, page), rel }, text)
      : element('span', { class: 'step', 'aria-disabled': 'true' }, text);
  const slots = pageSlots(current, total).map((slot) =>
    slot === 'gap'
      ? element('span', { class: 'gap', 'aria-hidden': 'true' }, '…')
      : element(
          'a',
          { href: resultsPagePath(term, slot), 'aria-current': slot === current && 'page' },
          element('span', { class: 'visually-hidden' }, 'Page '),
          String(slot),
        ),
  );
  return element(
    'nav',
    { class: 'pagination', 'aria-label': 'Search results pages' },
    element(
      'ul',
      {},
      element('li', {}, step(current - 1, 'Previous', 'prev')),
      ...slots.map((slot) => element('li', {}, slot)),
      element('li', {}, step(current + 1, 'Next', 'next')),
    ),
  );
}
