import MiniSearch, { type Query } from 'minisearch';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { editsAllowed } from './search-match.ts';
import {
  byKeys,
  createRanker,
  placingByTitle,
  type Prepared,
  prepareDocument,
  type SearchDocument,
} from './search-rank.ts';
import { createSkuLookup, skuKeyOf } from './search-skus.ts';
import { chunksOf, indexTerms, isLinkingWord, type Chunk } from './search-text.ts';

export type { SearchDocument } from './search-rank.ts';

/** Words (parts) of a term that count: more say nothing a buyer would miss, and each costs. */
const maxWords = 8;

/** The term's written words, each once, up to `maxWords` parts in all ("1-1-1-…" is one "1"). */
function boundedChunks(term: string): Chunk[] {
  const seen = new Set<string>();
  const kept: Chunk[] = [];
  let room = maxWords;
  for (const chunk of chunksOf(term)) {
    const parts = [...new Set(chunk.parts)].slice(0, room);
    const joined = parts.length === chunk.parts.length ? chunk.joined : parts.join('');
    if (room === 0 || seen.has(joined)) continue;
    seen.add(joined);
    kept.push({ parts, joined });
    room -= parts.length;
  }
  return kept;
}
/** Field weights: a word in the title says most about the product, the description least. */
const boost = { title: 6, subtitle: 2, kind: 2, description: 1 };

/** Edits a word may be from a catalogue word when nothing matches and the closest are asked for. */
const looseEdits = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

export interface SearchEngine {
  /** Every sku that matches the term, best first. */
  rank(term: string): string[];
  /**
   * The products closest to a term that matches nothing: any of its words, a typo or two further
   * off, best first (the most words matched); at most `limit`.
   */
  closest(term: string, limit: number): string[];
}

/** Products read into the index between two pauses of the build: well under a millisecond of work. */
const BUILD_CHUNK = 10;
/** The build works this long at most before it lets the event loop turn (requests wait no longer for it). */
const SLICE_MS = 8;

/**
 * Builds the engine a chunk of products at a time, pausing (`yield`) between chunks: the whole of a
 * 20,000-product catalogue is seconds of work, which must not hold up the requests served meanwhile.
 */
function* building(documents: readonly SearchDocument[]): Generator<void, SearchEngine> {
  const vocabulary = new Map<string, number>();
  const items: Prepared[] = [];
  const index = new MiniSearch<SearchDocument & { id: number }>({
    fields: ['title', 'subtitle', 'kind', 'description'],
    storeFields: [],
    tokenize: indexTerms,
    // Query words arrive already split and spelled by `chunksOf`.
    searchOptions: { tokenize: (word) => [word] },
  });
  for (let start = 0; start < documents.length; start += BUILD_CHUNK) {
    const chunk = documents.slice(start, start + BUILD_CHUNK);
    for (const doc of chunk) items.push(prepareDocument(doc, vocabulary));
    index.addAll(chunk.map((doc, offset) => ({ ...doc, id: start + offset })));
    yield;
  }
  yield* placingByTitle(items);
  return engineOver(items, vocabulary, createSkuLookup(documents), index);
}

/**
 * A search over a fixed set of products, built at once (tests, tools).
 * Matching: every word that is not a linking word ("to", "with") must start a word of the title,
 * subtitle, kind or description, a word of five letters or more also with one typo; or the term
 * is (the start of) a sku or of a sku part. Sizes, ratios and resolutions are read as installers
 * write them (`search-normalise.ts`).
 * Ranking: exact sku, sku start, sku part, then text matches by the keys of `createRanker`, then
 * by title.
 */
export function createSearchEngine(documents: readonly SearchDocument[]): SearchEngine {
  const steps = building(documents);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The same engine, built in slices of `SLICE_MS` with a turn of the event loop between them (a server). */
export async function buildSearchEngine(documents: readonly SearchDocument[]): Promise<SearchEngine> {
  const steps = building(documents);
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}

/** Answers searches from the prepared products and their index. */
function engineOver(
  items: readonly Prepared[],
  vocabulary: ReadonlyMap<string, number>,
  skuTiers: ReturnType<typeof createSkuLookup>,
  index: MiniSearch<SearchDocument & { id: number }>,
): SearchEngine {
  /**
   * Every chunk that is not a linking word must match (`loose`: any one), each word as a whole
   * word or the start of one: all its parts, or the chunk run together ("cat6" finds "Cat6A").
   */
  function queryOf(chunks: readonly Chunk[], loose: boolean): Query {
    const required = chunks.filter((chunk) => !chunk.parts.every(isLinkingWord));
    const fuzzy = loose ? looseEdits : editsAllowed;
    const word = (part: string) => ({ queries: [part], prefix: true, fuzzy: fuzzy(part) });
    return {
      combineWith: loose ? 'OR' : 'AND',
      queries: (required.length > 0 ? required : chunks).map((chunk) =>
        chunk.parts.length === 1
          ? word(chunk.joined)
          : {
              combineWith: 'OR',
              queries: [{ combineWith: loose ? 'OR' : 'AND', queries: chunk.parts.map(word) }, word(chunk.joined)],
            },
      ),
    };
  }

  /** The text matches of a term, each with its ranking keys. */
  function textRanks(chunks: readonly Chunk[], loose: boolean): Map<number, number[]> {
    const keysOf = createRanker(chunks, vocabulary);
    const ranks = new Map<number, number[]>();
    for (const result of index.search(queryOf(chunks, loose), { boost })) {
      const item = items[Number(result.id)];
      if (item) ranks.set(Number(result.id), keysOf(item, result.score));
    }
    return ranks;
  }

  /** Products by sku tier (3: a text match only), then by their keys, then by title. */
  function ranked(tiers: ReadonlyMap<number, number>, ranks: ReadonlyMap<number, number[]>): string[] {
    return [...new Set([...tiers.keys(), ...ranks.keys()])]
      .flatMap((id) => {
        const item = items[id];
        return item ? [{ item, tier: tiers.get(id) ?? 3, keys: ranks.get(id) ?? [] }] : [];
      })
      .sort(
        (a, b) =>
          a.tier - b.tier ||
          (a.tier < 3 ? a.item.doc.skuKey.length - b.item.doc.skuKey.length : 0) ||
          byKeys(b.keys, a.keys) ||
          a.item.byTitle - b.item.byTitle,
      )
      .map(({ item }) => item.doc.sku);
  }

  return {
    rank(term) {
      const key = skuKeyOf(term);
      if (key === '') return [];
      return ranked(skuTiers(key, !/\s/.test(term.trim())), textRanks(boundedChunks(term), false));
    },
    closest(term, limit) {
      if (skuKeyOf(term) === '') return [];
      return ranked(new Map(), textRanks(boundedChunks(term), true)).slice(0, limit);
    },
  };
}
