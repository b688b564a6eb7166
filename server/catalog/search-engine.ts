import MiniSearch, { type Query } from 'minisearch';
import { editsAllowed, phraseScore, wordMatches } from './search-match.ts';
import { createSkuLookup, skuKeyOf } from './search-skus.ts';
import { chunksOf, indexTerms, isLinkingWord, wordsOf, type Chunk } from './search-text.ts';

/** A product as search reads it; `skuKey` is the upper-case sku without hyphens. */
export interface SearchDocument {
  sku: string;
  skuKey: string;
  title: string;
  subtitle: string;
  description: string;
}

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
const boost = { title: 6, subtitle: 2, description: 1 };

interface Prepared {
  doc: SearchDocument;
  /** Title and subtitle as numbers of the catalogue's distinct words, in order. */
  title: number[];
  subtitle: number[];
  /** Place in title order, the last tie-breaker. */
  byTitle: number;
}

/** Compares ranking keys in turn: the first that differs decides. */
function byKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function prepare(documents: readonly SearchDocument[], vocabulary: Map<string, number>): Prepared[] {
  const idOf = (word: string) => {
    let id = vocabulary.get(word);
    if (id === undefined) vocabulary.set(word, (id = vocabulary.size));
    return id;
  };
  const items = documents.map((doc) => {
    return { doc, title: wordsOf(doc.title).map(idOf), subtitle: wordsOf(doc.subtitle).map(idOf), byTitle: 0 };
  });
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  [...items]
    .sort((a, b) => collator.compare(a.doc.title, b.doc.title))
    .forEach((item, place) => (item.byTitle = place));
  return items;
}

/**
 * A search over a fixed set of products: the answer is every matching sku, best first.
 * Matching: every word that is not a linking word ("to", "with") must start a word of the title,
 * subtitle or description, the last one as a prefix (it may still be typed), a word of five
 * letters or more also with one typo; or the term is (the start of) a sku or of a sku part.
 * Ranking: exact sku, sku start, sku part, then text matches by the keys of `textRanks` (title
 * words, title word order, subtitle, BM25 with field weights), then by title.
 */
export function createSearchEngine(documents: readonly SearchDocument[]): (term: string) => string[] {
  const vocabulary = new Map<string, number>();
  const items = prepare(documents, vocabulary);
  const skuTiers = createSkuLookup(documents);
  const index = new MiniSearch<SearchDocument & { id: number }>({
    fields: ['title', 'subtitle', 'description'],
    storeFields: [],
    tokenize: indexTerms,
    // Query words arrive already split and spelled by `wordsOf`.
    searchOptions: { tokenize: (word) => [word] },
  });
  index.addAll(documents.map((doc, id) => ({ ...doc, id })));

  /**
   * For each part of the query, which of the catalogue's words it matches (by word number): the
   * part itself, or for a part of a word of several, a word starting with that word run together
   * ("cat6" in "Cat6A").
   */
  function matchersOf(chunks: readonly Chunk[]): Uint8Array[] {
    const parts = chunks.flatMap((chunk) => chunk.parts.map((part) => ({ part, chunk })));
    const matchers = parts.map(() => new Uint8Array(vocabulary.size));
    for (const [word, id] of vocabulary)
      parts.forEach(({ part, chunk }, i) => {
        const whole = chunk.parts.length > 1 && word.startsWith(chunk.joined);
        if (whole || wordMatches(part, word, i === parts.length - 1)) (matchers[i] ?? [])[id] = 1;
      });
    return matchers;
  }

  /**
   * Every chunk that is not a linking word must match: all its parts, or the chunk run together,
   * which may continue ("cat6" finds "Cat6A"). Only the last part typed completes as a prefix.
   */
  function queryOf(chunks: readonly Chunk[], last: string): Query {
    const required = chunks.filter((chunk) => !chunk.parts.every(isLinkingWord));
    const word = (part: string) => ({ queries: [part], prefix: part === last, fuzzy: editsAllowed(part) });
    return {
      combineWith: 'AND',
      queries: (required.length > 0 ? required : chunks).map((chunk) =>
        chunk.parts.length === 1
          ? word(chunk.joined)
          : {
              combineWith: 'OR',
              queries: [
                { combineWith: 'AND', queries: chunk.parts.map(word) },
                { queries: [chunk.joined], prefix: true, fuzzy: editsAllowed(chunk.joined) },
              ],
            },
      ),
    };
  }

  /**
   * The ranking keys of each text match, compared in turn: how many typed words the title names,
   * how well the title keeps them together and in order, the same for the subtitle, then BM25
   * with field weights.
   */
  function textRanks(chunks: readonly Chunk[]): Map<number, number[]> {
    const words = chunks.flatMap((chunk) => chunk.parts);
    const last = words.at(-1) ?? '';
    const matchers = matchersOf(chunks);
    const asked = matchers.filter((_, i) => !isLinkingWord(words[i] ?? ''));
    const share = (text: number[]) => asked.filter((matcher) => text.some((id) => matcher[id])).length;
    const order = (text: number[]) =>
      words.length < 2
        ? 0
        : phraseScore(matchers.map((matcher) => text.flatMap((id, at) => (matcher[id] ? [at] : []))));
    const ranks = new Map<number, number[]>();
    for (const result of index.search(queryOf(chunks, last), { boost })) {
      const item = items[Number(result.id)];
      if (item)
        ranks.set(Number(result.id), [
          share(item.title),
          order(item.title),
          share(item.subtitle) + order(item.subtitle),
          result.score,
        ]);
    }
    return ranks;
  }

  return (term) => {
    const key = skuKeyOf(term);
    if (key === '') return [];
    const ranks = textRanks(boundedChunks(term));
    const tiers = skuTiers(key, !/\s/.test(term.trim()));
    const ranked = [...new Set([...tiers.keys(), ...ranks.keys()])].flatMap((id) => {
      const item = items[id];
      return item ? [{ item, tier: tiers.get(id) ?? 3, keys: ranks.get(id) ?? [] }] : [];
    });
    return ranked
      .sort(
        (a, b) =>
          a.tier - b.tier ||
          (a.tier < 3 ? a.item.doc.skuKey.length - b.item.doc.skuKey.length : 0) ||
          byKeys(b.keys, a.keys) ||
          a.item.byTitle - b.item.byTitle,
      )
      .map(({ item }) => item.doc.sku);
  };
}
