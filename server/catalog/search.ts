import type { SearchCategory, SearchSuggestion } from '../../src/api/catalog.ts';
import type { Db } from '../db/index.ts';
import { createRevisionWatch, RECHECK_MS, type RevisionOptions } from './catalog-revision.ts';
import type { SkipRecord } from './rows.ts';
import { searchDocuments } from './search-documents.ts';
import { buildSearchEngine, type SearchEngine } from './search-engine.ts';
import { categoriesOf, productsOf } from './search-rows.ts';

/** At most this many suggestions: enough for a dropdown, small enough to answer at once. */
export const suggestionLimit = 20;
/** When nothing matches: this many of the closest products, and of their subcategories. */
export const closestLimit = { products: 6, categories: 4 };
/** Enough for the terms people type in a busy hour; a ranked list is a few thousand numbers at most. */
const maxCachedTerms = 2000;

/** What a results page offers when nothing matches: the closest products and their subcategories. */
export interface Closest {
  products: SearchSuggestion[];
  categories: SearchCategory[];
}

export interface ProductSearch {
  /** Every matching sku, best first: the results page pages through it. */
  rank(term: string): Promise<readonly string[]>;
  /** The products ranked `start` to `start + size` (a page of results). */
  products(term: string, start: number, size: number): Promise<SearchSuggestion[]>;
  /** The first `suggestionLimit` of the same ranking, as the dropdown shows them. */
  suggest(term: string): Promise<SearchSuggestion[]>;
  /** The dropdown's answer as sent (`{ refSearchData }`), written once per term. */
  suggestionsText(term: string): Promise<string>;
  /** For a term that matches nothing: the closest products and the subcategories they are in. */
  closest(term: string): Promise<Closest>;
  /** Resolves once the index is built from the catalogue revision last read (start-up, tests). */
  settled(): Promise<void>;
}

export interface SearchOptions extends RevisionOptions {
  /** Told when building the index failed (searches go on with the index before, and try again). */
  failed?: (error: unknown) => void;
  /**
   * Whether the index is built at once (true without it), so that a node's first search need not
   * wait seconds for it; false builds it on the first search, for callers that may never search.
   */
  buildAtStart?: boolean;
}

/**
 * An index and the answers it gave, kept per term (the same prefixes are asked again and again
 * while people type): all of them belong to one revision of the catalogue and go together.
 */
interface Generation {
  revision: string;
  engine: SearchEngine;
  ranks: Map<string, readonly string[]>;
  /** The products of a page too: reading and checking 20 rows costs more than the rest of an answer. */
  pages: Map<string, SearchSuggestion[]>;
  /** The dropdown's answers as sent: writing the same answer out again is a share of every keystroke. */
  texts: Map<string, string>;
  nearest: Map<string, Closest>;
}

/** A map that forgets its oldest entry once it holds `limit` (a Map keeps insertion order). */
function remember<T>(map: Map<string, T>, key: string, value: T, limit: number): T {
  if (map.size >= limit) map.delete(map.keys().next().value ?? '');
  map.set(key, value);
  return value;
}

const keyOf = (term: string) => term.trim().toLowerCase();

/**
 * One ranking for the dropdown and the results page. The index is built from the catalogue off
 * the request path, and built again when the catalogue's revision in the database moves on
 * (through this node or any other; the revision is read at most once a second): searches are
 * answered by the index before until the new one is ready. Only the first search of a node that
 * has no index yet waits for one.
 */
export function createProductSearch(db: Db, skip: SkipRecord, options: SearchOptions = {}): ProductSearch {
  const { recheckMs = RECHECK_MS, now = Date.now, failed = () => undefined, buildAtStart = true } = options;
  const revisionOf = createRevisionWatch(db, { recheckMs, now });
  let live: Generation | undefined;
  let building: Promise<Generation> | undefined;
  /** When the last build failed: the next waits a recheck interval, not one build per request. */
  let failedAt = -Infinity;

  /** Builds the index of `revision` (read before the rows, so a change meanwhile is built again). */
  function build(revision: string): Promise<Generation> {
    const done = (async () => {
      const engine = await buildSearchEngine(await searchDocuments(db));
      live = { revision, engine, ranks: new Map(), pages: new Map(), texts: new Map(), nearest: new Map() };
      return live;
    })();
    building = done;
    const settle = () => {
      if (building === done) building = undefined;
    };
    done.then(settle, (error: unknown) => {
      settle();
      failedAt = now();
      failed(error);
    });
    return done;
  }

  /** The index to answer with: the newest one built; one build at a time, started when the revision moved on. */
  async function generation(): Promise<Generation> {
    const revision = await revisionOf();
    // Not awaited: searches go on with the index before (a failure is reported by `build`).
    if (live?.revision !== revision && !building && now() - failedAt >= recheckMs) void build(revision);
    return live ?? (await (building ?? build(revision)));
  }
  // Started now rather than on the first search, which would wait seconds for it at 20,000 products.
  if (buildAtStart) generation().catch(() => undefined);

  function rankIn(current: Generation, term: string): readonly string[] {
    const key = keyOf(term);
    return current.ranks.get(key) ?? remember(current.ranks, key, current.engine.rank(key), maxCachedTerms);
  }

  async function productsIn(current: Generation, term: string, start: number, size: number) {
    const key = `${start} ${size} ${keyOf(term)}`;
    const cached = current.pages.get(key);
    if (cached) return cached;
    const found = await productsOf(db, rankIn(current, term).slice(start, start + size), skip);
    return remember(current.pages, key, found, maxCachedTerms);
  }

  return {
    rank: async (term) => rankIn(await generation(), term),
    products: async (term, start, size) => productsIn(await generation(), term, start, size),
    suggest: async (term) => productsIn(await generation(), term, 0, suggestionLimit),
    async suggestionsText(term) {
      const current = await generation();
      const key = keyOf(term);
      const cached = current.texts.get(key);
      if (cached !== undefined) return cached;
      const text = JSON.stringify({ refSearchData: await productsIn(current, term, 0, suggestionLimit) });
      return remember(current.texts, key, text, maxCachedTerms);
    },
    async closest(term) {
      const current = await generation();
      const key = keyOf(term);
      const cached = current.nearest.get(key);
      if (cached) return cached;
      const skus = current.engine.closest(key, closestLimit.products);
      const [products, categories] = await Promise.all([
        productsOf(db, skus, skip),
        categoriesOf(db, skus, closestLimit.categories, skip),
      ]);
      return remember(current.nearest, key, { products, categories }, maxCachedTerms);
    },
    async settled() {
      await generation();
      await building;
    },
  };
}
