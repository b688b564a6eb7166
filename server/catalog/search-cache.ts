import type { DatabaseSync } from 'node:sqlite';
import type { SearchSuggestion } from '../../src/api/catalog.ts';
import { searchProducts } from './search.ts';
import { rankedSkus } from './search-results.ts';
import type { SkipRecord } from './rows.ts';

/** Enough for the terms people type in a busy hour; each entry is at most 20 small rows. */
const maxSuggestionEntries = 2000;
/** Ranked lists can be long (thousands of skus), so fewer are kept. */
const maxRankedEntries = 200;

/**
 * Answers per term kept until the catalogue changes (meta.catalog_revision moves on), oldest
 * dropped first once `maxEntries` are held.
 */
function createTermCache<T>(db: DatabaseSync, maxEntries: number, compute: (term: string) => T): (term: string) => T {
  const revisionOf = db.prepare("SELECT value FROM meta WHERE key = 'catalog_revision'");
  let revision: unknown;
  const answers = new Map<string, T>();
  return (term) => {
    const current = revisionOf.get()?.value;
    if (current !== revision) {
      answers.clear();
      revision = current;
    }
    const key = term.trim().toLowerCase();
    const cached = answers.get(key);
    if (cached !== undefined) return cached;
    const found = compute(term);
    if (answers.size >= maxEntries) answers.delete(answers.keys().next().value ?? '');
    answers.set(key, found);
    return found;
  };
}

/** Suggestions for the same few thousand prefixes are asked again and again while people type. */
export function createSearchCache(db: DatabaseSync, skip: SkipRecord): (term: string) => SearchSuggestion[] {
  return createTermCache(db, maxSuggestionEntries, (term) => searchProducts(db, term, skip));
}

/** The results page asks for the same term once per page it shows; it is ranked once. */
export function createRankingCache(db: DatabaseSync): (term: string) => string[] {
  return createTermCache(db, maxRankedEntries, (term) => rankedSkus(db, term));
}
