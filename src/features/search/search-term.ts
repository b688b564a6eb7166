/** Search terms (catalogue spec section 5): a blank term gives no suggestions and no navigation. */

export function isSearchable(term: string): boolean {
  return term.trim() !== '';
}

/** The results page of a term: /search/{term}. */
export function searchPath(term: string): string {
  return `/search/${encodeURIComponent(term.trim())}`;
}

/**
 * The term of a results page address: /search/{term}, or /search?term= (the search box's plain
 * form, used before its script has loaded).
 */
export function termFromLocation(pathname: string, search: string): string {
  const fromQuery = new URLSearchParams(search).get('term');
  if (fromQuery !== null) return fromQuery.trim();
  const match = /^\/search\/(.+?)\/?$/.exec(pathname);
  if (!match?.[1]) return '';
  try {
    return decodeURIComponent(match[1]).trim();
  } catch {
    return match[1].trim();
  }
}
