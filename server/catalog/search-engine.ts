import MiniSearch, { type Query } from 'minisearch';
import { editsAllowed, phraseScore, wordMatches } from './search-match.ts';
import { indexTerms, isLinkingWord, wordsOf } from './search-text.ts';

/** A product as search reads it; `skuKey` is the upper-case sku without hyphens. */
export interface SearchDocument {
  sku: string;
  skuKey: string;
  title: string;
  subtitle: string;
  description: string;
}

/** Words of a term that count: more say nothing a buyer would miss. */
const maxWords = 8;
/** A sku is looked up by its start or a part's start from this many characters. */
const minSkuKey = 3;
/** Field weights: a word in the title says most about the product, the description least. */
const boost = { title: 6, subtitle: 2, description: 1 };
/** How much keeping the typed word order counts, in the title and in the subtitle. */
const orderWeight = { title: 2, subtitle: 0.5 };

interface Prepared {
  doc: SearchDocument;
  /** Title and subtitle as numbers of the catalogue's distinct words, in order. */
  title: number[];
  subtitle: number[];
  /** Place in title order, the last tie-breaker. */
  byTitle: number;
}

/** The term run together as a sku is keyed: "av-hd ext" → "AVHDEXT". */
function skuKeyOf(term: string): string {
  return term
    .slice(0, 200)
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase();
}

/** Keys sorted, each with its product, so the keys starting with a text are one range. */
type KeyIndex = Array<{ key: string; id: number }>;

function keyIndex(entries: KeyIndex): KeyIndex {
  return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The products whose key starts with `start` (binary search for the first, then in order). */
function startingWith(keys: KeyIndex, start: string): number[] {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((keys[middle]?.key ?? '') < start) low = middle + 1;
    else high = middle;
  }
  const found: number[] = [];
  for (let i = low; i < keys.length && keys[i]?.key.startsWith(start); i++) found.push(keys[i]?.id ?? 0);
  return found;
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
 * Ranking: exact sku, sku start, sku part, then text relevance (BM25 with field weights) raised by
 * how many typed words the title names and how well title and subtitle keep the typed order.
 */
export function createSearchEngine(documents: readonly SearchDocument[]): (term: string) => string[] {
  const vocabulary = new Map<string, number>();
  const items = prepare(documents, vocabulary);
  const bySkuKey = new Map(documents.map((doc, id) => [doc.skuKey, id]));
  const skuKeys = keyIndex(documents.map((doc, id) => ({ key: doc.skuKey, id })));
  // "AV-HD-EXT-4K" → "HDEXT4K", "EXT4K", "4K": where a part of the sku starts.
  const partKeys = keyIndex(
    documents.flatMap((doc, id) => {
      const parts = doc.sku.toUpperCase().split('-');
      return parts.slice(1).map((_, index) => ({ key: parts.slice(index + 1).join(''), id }));
    }),
  );
  const index = new MiniSearch<SearchDocument & { id: number }>({
    fields: ['title', 'subtitle', 'description'],
    storeFields: [],
    tokenize: indexTerms,
    // Query words arrive already split and spelled by `wordsOf`.
    searchOptions: { tokenize: (word) => [word] },
  });
  index.addAll(documents.map((doc, id) => ({ ...doc, id })));

  /** For each query word, which of the catalogue's words it matches (by word number). */
  function matchersOf(words: readonly string[]): Uint8Array[] {
    const matchers = words.map(() => new Uint8Array(vocabulary.size));
    for (const [word, id] of vocabulary)
      words.forEach((typed, i) => {
        if (wordMatches(typed, word, i === words.length - 1)) (matchers[i] ?? [])[id] = 1;
      });
    return matchers;
  }

  /** Relevance of the text matches: BM25 times title coverage times word order. */
  function textScores(words: readonly string[]): Map<number, number> {
    const required = words.filter((word) => !isLinkingWord(word));
    const asked = required.length > 0 ? required : words;
    if (asked.length === 0) return new Map();
    const last = words.at(-1);
    const query: Query = {
      combineWith: 'AND',
      queries: asked.map((word) => ({ queries: [word], prefix: word === last, fuzzy: editsAllowed(word) })),
    };
    const matchers = matchersOf(words);
    const askedMatchers = matchers.filter((_, i) => asked.includes(words[i] ?? ''));
    const positionsIn = (text: number[]) =>
      matchers.map((matcher) => text.flatMap((id, at) => (matcher[id] ? [at] : [])));
    const scores = new Map<number, number>();
    for (const result of index.search(query, { boost })) {
      const item = items[Number(result.id)];
      if (!item) continue;
      const inTitle = askedMatchers.filter((matcher) => item.title.some((id) => matcher[id])).length / asked.length;
      const order =
        words.length < 2
          ? 0
          : orderWeight.title * phraseScore(positionsIn(item.title)) +
            orderWeight.subtitle * phraseScore(positionsIn(item.subtitle));
      scores.set(Number(result.id), result.score * (1 + inTitle) * (1 + order));
    }
    return scores;
  }

  /** 0 the exact sku, 1 skus starting with the term, 2 sku parts starting with it (one word only). */
  function skuTiers(key: string, oneWord: boolean): Map<number, number> {
    const tiers = new Map<number, number>();
    if (key.length >= minSkuKey) {
      for (const id of oneWord ? startingWith(partKeys, key) : []) tiers.set(id, 2);
      for (const id of startingWith(skuKeys, key)) tiers.set(id, 1);
    }
    const exact = bySkuKey.get(key);
    if (exact !== undefined) tiers.set(exact, 0);
    return tiers;
  }

  return (term) => {
    const words = wordsOf(term).slice(0, maxWords);
    const key = skuKeyOf(term);
    if (key === '') return [];
    const scores = textScores(words);
    const tiers = skuTiers(key, !/\s/.test(term.trim()));
    const ranked = [...new Set([...tiers.keys(), ...scores.keys()])].flatMap((id) => {
      const item = items[id];
      return item ? [{ item, tier: tiers.get(id) ?? 3, score: scores.get(id) ?? 0 }] : [];
    });
    return ranked
      .sort(
        (a, b) =>
          a.tier - b.tier ||
          (a.tier < 3 ? a.item.doc.skuKey.length - b.item.doc.skuKey.length : 0) ||
          b.score - a.score ||
          a.item.byTitle - b.item.byTitle,
      )
      .map(({ item }) => item.doc.sku);
  };
}
