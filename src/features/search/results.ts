import type { SearchCategory, SearchResponse, SearchSuggestion } from '../../api/catalog.ts';
import { company } from '../../config/business.ts';
import { searchPath } from './search-term.ts';

/**
 * What the results page does with an answer: go straight to the one product, list a page, or say
 * nothing matched and offer the closest products and their subcategories (either may be empty).
 */
export type ResultsView =
  | { kind: 'redirect'; sku: string }
  | { kind: 'none'; closest: SearchSuggestion[]; categories: SearchCategory[] }
  | { kind: 'list'; results: SearchSuggestion[]; count: number; pageSize: number };

/** The view of one page of results; `count` (all matches) decides, so page 2 of 2 is still a list. */
export function resultsView(answer: SearchResponse): ResultsView {
  const list = answer.refSearchData ?? [];
  const count = answer.count ?? list.length;
  const [only] = list;
  if (count === 1 && only) return { kind: 'redirect', sku: only.sku };
  if (count === 0 || list.length === 0)
    return {
      kind: 'none',
      closest: [...(answer.refClosestProducts ?? [])],
      categories: [...(answer.refClosestCategories ?? [])],
    };
  return { kind: 'list', results: [...list], count, pageSize: answer.pageSize ?? list.length };
}

/** What a results page without a term says. */
export const blankText = 'Type a sku, a product name or a feature in the search box to find products.';

export function noResultsText(term: string): string {
  return `Oops! No results found for ${term}.`;
}

/** The headings of what a search that found nothing offers instead. */
export const closestHeading = 'Closest matches';
export const categoriesHeading = 'Browse these categories';

export const resultsHeading = (term: string) => `Search results for "${term}"`;

export const resultsTitle = (term: string) => `${resultsHeading(term)} | ${company.name}`;

/** "117 results, 21–40 shown". */
export function countText(count: number, page: number, pageSize: number): string {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  return `${count} ${count === 1 ? 'result' : 'results'}, ${first}–${last} shown`;
}

/** The page asked for in the address (?page=N); 1 when absent or not a page number. */
export function pageFromSearch(search: string): number {
  const text = new URLSearchParams(search).get('page') ?? '';
  return /^\d{1,5}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
}

/** Whether the address asks for filters or an order (anything but the page), not just a page. */
export function asksForOrder(search: string): boolean {
  return [...new URLSearchParams(search.slice(0, 2_000)).keys()].some((name) => name !== 'page' && name !== 'term');
}

/** The address of a page of results: /search/{term}, later pages with ?page=N. */
export function resultsPagePath(term: string, page: number): string {
  return page > 1 ? `${searchPath(term)}?page=${page}` : searchPath(term);
}
