import type { DatabaseSync } from 'node:sqlite';
import type { SearchCategory, SearchSuggestion } from '../../src/api/catalog.ts';
import type { SkipRecord } from './rows.ts';
import { categoriesOf, productsOf } from './search-rows.ts';
import { createSearchEngine, type SearchDocument, type SearchEngine } from './search-engine.ts';

/** At most this many suggestions: enough for a dropdown, small enough to answer at once. */
export const suggestionLimit = 20;
/** When nothing matches: this many of the closest products, and of their subcategories. */
export const closestLimit = { products: 6, categories: 4 };
/** Enough for the terms people type in a busy hour; a ranked list is a few thousand numbers at most. */
const maxCachedTerms = 2000;

/**
 * Only products with a page (a subcategory) are searched: the others would open the 404. The kind
 * is the subcategory's name; the description is read from its plain-text summary, the first
 * sentence, without markup.
 */
function searchDocuments(db: DatabaseSync): SearchDocument[] {
  return db
    .prepare(
      `SELECT p.sku, p.sku_key AS skuKey, p.title, p.subtitle, s.name AS kind, p.summary AS description
      FROM products p JOIN subcategories s ON s.id = p.subcategory_id ORDER BY p.pkskuid`,
    )
    .all()
    .map((row) => ({
      sku: String(row.sku),
      skuKey: String(row.skuKey),
      title: String(row.title),
      subtitle: String(row.subtitle),
      kind: String(row.kind),
      description: String(row.description),
    }));
}

/** What a results page offers when nothing matches: the closest products and their subcategories. */
export interface Closest {
  products: SearchSuggestion[];
  categories: SearchCategory[];
}

export interface ProductSearch {
  /** Every matching sku, best first: the results page pages through it. */
  rank(term: string): readonly string[];
  /** The products ranked `start` to `start + size` (a page of results). */
  products(term: string, start: number, size: number): SearchSuggestion[];
  /** The first `suggestionLimit` of the same ranking, as the dropdown shows them. */
  suggest(term: string): SearchSuggestion[];
  /** The dropdown's answer as sent (`{ refSearchData }`), written once per term. */
  suggestionsText(term: string): string;
  /** For a term that matches nothing: the closest products and the subcategories they are in. */
  closest(term: string): Closest;
}

/** A map that forgets its oldest entry once it holds `limit` (a Map keeps insertion order). */
function remember<T>(map: Map<string, T>, key: string, value: T, limit: number): T {
  if (map.size >= limit) map.delete(map.keys().next().value ?? '');
  map.set(key, value);
  return value;
}

/**
 * One ranking for the dropdown and the results page. The index is built from the catalogue and
 * built again when the catalogue changes (meta.catalog_revision moves on), as are the answers kept
 * per term (the same prefixes are asked again and again while people type).
 */
export function createProductSearch(db: DatabaseSync, skip: SkipRecord): ProductSearch {
  const revisionOf = db.prepare("SELECT value FROM meta WHERE key = 'catalog_revision'");
  let revision: unknown;
  let engine: SearchEngine = { rank: () => [], closest: () => [] };
  const answers = new Map<string, readonly string[]>();
  // The products of a page too: reading and checking 20 rows costs more than the rest of an answer.
  const pages = new Map<string, SearchSuggestion[]>();
  // The dropdown's answers as sent: writing the same answer out again is a share of every keystroke.
  const texts = new Map<string, string>();
  const nearest = new Map<string, Closest>();

  function refresh(): void {
    const current = revisionOf.get()?.value;
    if (current === revision) return;
    engine = createSearchEngine(searchDocuments(db));
    answers.clear();
    pages.clear();
    texts.clear();
    nearest.clear();
    revision = current;
  }
  // Built now rather than on the first search, which would wait seconds for it at 20,000 products.
  refresh();

  function rank(term: string): readonly string[] {
    refresh();
    const key = term.trim().toLowerCase();
    const cached = answers.get(key);
    if (cached) return cached;
    return remember(answers, key, engine.rank(key), maxCachedTerms);
  }

  function products(term: string, start: number, size: number): SearchSuggestion[] {
    const skus = rank(term);
    const key = `${start} ${size} ${term.trim().toLowerCase()}`;
    return (
      pages.get(key) ?? remember(pages, key, productsOf(db, skus.slice(start, start + size), skip), maxCachedTerms)
    );
  }
  const suggest = (term: string) => products(term, 0, suggestionLimit);
  function suggestionsText(term: string): string {
    refresh();
    const key = term.trim().toLowerCase();
    return texts.get(key) ?? remember(texts, key, JSON.stringify({ refSearchData: suggest(term) }), maxCachedTerms);
  }
  function closest(term: string): Closest {
    refresh();
    const key = term.trim().toLowerCase();
    const cached = nearest.get(key);
    if (cached) return cached;
    const skus = engine.closest(key, closestLimit.products);
    const found = {
      products: productsOf(db, skus, skip),
      categories: categoriesOf(db, skus, closestLimit.categories, skip),
    };
    return remember(nearest, key, found, maxCachedTerms);
  }
  return { rank, products, suggest, suggestionsText, closest };
}
