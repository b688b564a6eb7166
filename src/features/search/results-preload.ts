import { searchProductsPath } from '../../api/paths.ts';
import { getUrl } from '../../api/request-parts.ts';
import { limits } from '../../config/limits.ts';
import { publicApiBase } from '../../config/public-env.ts';

/**
 * Asks for a page of results while the API client is still loading. The client's call has the
 * same address, mode and credentials, so the browser answers it from this request instead of
 * starting another round trip. A term the contract refuses is not asked for: the client refuses
 * it without a request.
 */
export function preloadResults(term: string, page: number): void {
  if (term.length > limits.searchTermMaxLength) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = getUrl(publicApiBase, searchProductsPath, { term, page });
  document.head.append(link);
}
