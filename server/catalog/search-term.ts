/** The words of a search term the engine looks at; a product is found by far fewer. */
export const SEARCH_WORDS_MAX = 8;
/** The characters of a search term the engine looks at. */
export const SEARCH_CHARACTERS_MAX = 100;

/**
 * A search term cut to its first SEARCH_WORDS_MAX words and SEARCH_CHARACTERS_MAX characters. Cut
 * rather than refused, as a search box does: a visitor who pastes a long sentence gets results for
 * its beginning instead of an error, while a long odd term costs the engine no more than a short one.
 */
export function boundedSearchTerm(term: string): string {
  const words = term.trim().split(/\s+/).slice(0, SEARCH_WORDS_MAX).join(' ');
  return [...words].slice(0, SEARCH_CHARACTERS_MAX).join('').trim();
}
