/**
 * Paths of calls a page asks for before the API client has loaded (the search results, see
 * features/search/results-preload.ts); the calls' definitions use the same constants.
 */
export const searchProductsPath = '/api/Home/SearchProducts';
