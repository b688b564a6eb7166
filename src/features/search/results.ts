import type { SearchSuggestion } from '../../api/catalog.ts';

/** What the results page does with an answer: go straight to the one product, or list them. */
export type ResultsView =
  { kind: 'redirect'; sku: string } | { kind: 'none' } | { kind: 'list'; results: SearchSuggestion[] };

export function resultsView(results: readonly SearchSuggestion[] | undefined): ResultsView {
  const list = results ?? [];
  const [only] = list;
  if (list.length === 1 && only) return { kind: 'redirect', sku: only.sku };
  if (list.length === 0) return { kind: 'none' };
  return { kind: 'list', results: [...list] };
}

export function noResultsText(term: string): string {
  return `Oops! No results found for ${term}.`;
}
