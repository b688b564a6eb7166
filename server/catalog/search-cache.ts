import type { DatabaseSync } from 'node:sqlite';
import type { SearchSuggestion } from '../../src/api/catalog.ts';
import { searchProducts } from './search.ts';

/** Enough for the terms people type in a busy hour; each entry is at most 20 small rows. */
const maxEntries = 2000;

/**
 * Suggestions for the same few thousand prefixes are asked again and again while people type, so
 * answers are kept per term until the catalogue changes (meta.catalog_revision moves on).
 */
export function createSearchCache(db: DatabaseSync): (term: string) => SearchSuggestion[] {
  const revisionOf = db.prepare("SELECT value FROM meta WHERE key = 'catalog_revision'");
  let revision: unknown;
  const answers = new Map<string, SearchSuggestion[]>();
  return (term) => {
    const current = revisionOf.get()?.value;
    if (current !== revision) {
      answers.clear();
      revision = current;
    }
    const key = term.trim().toLowerCase();
    const cached = answers.get(key);
    if (cached) return cached;
    const found = searchProducts(db, term);
    if (answers.size >= maxEntries) answers.delete(answers.keys().next().value ?? '');
    answers.set(key, found);
    return found;
  };
}
