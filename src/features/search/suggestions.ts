import { SearchProducts } from '../../api/calls/catalog.ts';
import { api } from '../session/api.ts';
import type { SuggestionFetcher } from './suggester.ts';

/** Suggestions from SearchProducts; undefined when the answer carries no refSearchData list. */
export const fetchSuggestions: SuggestionFetcher = async (term, signal) => {
  const { refSearchData } = await api.call(SearchProducts, { term }, { signal });
  return refSearchData;
};
