import { matchLevel, phraseScore } from './search-match.ts';
import { isLinkingWord, wordsOf, type Chunk } from './search-text.ts';
import { sortingInSteps } from './sort-in-steps.ts';

/** A product as search reads it; `skuKey` is the upper-case sku without hyphens, `kind` its subcategory. */
export interface SearchDocument {
  sku: string;
  skuKey: string;
  title: string;
  subtitle: string;
  kind: string;
  description: string;
}

/** A product ready to rank: its title, subtitle and kind as numbers of the catalogue's distinct words. */
export interface Prepared {
  doc: SearchDocument;
  title: number[];
  subtitle: number[];
  /** The words of its kind that say something ("Amplifiers"; not "to" of "HDMI To SDI"). */
  kind: number[];
  /** Place in title order, the last tie-breaker. */
  byTitle: number;
}

/** Numbers a product's words as they are first seen in the catalogue: ranking compares numbers, not strings. */
export function prepareDocument(doc: SearchDocument, vocabulary: Map<string, number>): Prepared {
  const idOf = (word: string) => {
    let id = vocabulary.get(word);
    if (id === undefined) vocabulary.set(word, (id = vocabulary.size));
    return id;
  };
  return {
    doc,
    title: wordsOf(doc.title).map(idOf),
    subtitle: wordsOf(doc.subtitle).map(idOf),
    kind: wordsOf(doc.kind)
      .filter((word) => !isLinkingWord(word))
      .map(idOf),
    byTitle: 0,
  };
}

/** Gives every product its place in title order (`byTitle`), pausing as `sortingInSteps` does. */
export function* placingByTitle(items: readonly Prepared[]): Generator<void, void> {
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  const sorted = yield* sortingInSteps(items, (a, b) => collator.compare(a.doc.title, b.doc.title), 250);
  sorted.forEach((item, place) => (item.byTitle = place));
}

/** Compares ranking keys in turn: the first that differs decides. */
export function byKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * For each part of the query, how well it matches each of the catalogue's words (by word number,
 * see `matchLevel`): the part itself, or for a part of a word of several, a word starting with that
 * word run together ("cat6" in "Cat6A").
 */
function matchersOf(chunks: readonly Chunk[], vocabulary: ReadonlyMap<string, number>): Uint8Array[] {
  const parts = chunks.flatMap((chunk) => chunk.parts.map((part) => ({ part, chunk })));
  const matchers = parts.map(() => new Uint8Array(vocabulary.size));
  for (const [word, id] of vocabulary)
    parts.forEach(({ part, chunk }, i) => {
      const whole = chunk.parts.length > 1 && word.startsWith(chunk.joined) ? (word === chunk.joined ? 2 : 1) : 0;
      const level = Math.max(whole, matchLevel(part, word));
      if (level > 0) (matchers[i] ?? [])[id] = level;
    });
  return matchers;
}

/**
 * The ranking keys of a query's text matches, compared in turn (`byKeys`, highest first): how many
 * typed words the title names, and how many as whole words rather than a start or a typo; how
 * well the title keeps them together and in order; how much of the product's kind the query names (an amplifier
 * is an "Amplifiers" product before a "Distribution Amplifiers" one); the same two for the
 * subtitle; then the engine's score (BM25 with field weights).
 */
export function createRanker(
  chunks: readonly Chunk[],
  vocabulary: ReadonlyMap<string, number>,
): (item: Prepared, score: number) => number[] {
  const words = chunks.flatMap((chunk) => chunk.parts);
  const matchers = matchersOf(chunks, vocabulary);
  const asked = matchers.filter((_, i) => !isLinkingWord(words[i] ?? ''));
  /** How many typed words the text names, and how many of them as whole words. */
  const share = (text: number[]): [number, number] => {
    let found = 0;
    let whole = 0;
    for (const matcher of asked) {
      let best = 0;
      for (const id of text) best = Math.max(best, matcher[id] ?? 0);
      if (best > 0) found += 1;
      if (best === 2) whole += 1;
    }
    return [found, whole];
  };
  const order = (text: number[]) =>
    words.length < 2 ? 0 : phraseScore(matchers.map((matcher) => text.flatMap((id, at) => (matcher[id] ? [at] : []))));
  const kindShare = (kind: number[]) =>
    kind.length === 0 ? 0 : kind.filter((id) => asked.some((matcher) => matcher[id])).length / kind.length;
  return (item, score) => {
    const [found, whole] = share(item.title);
    return [
      found,
      whole,
      order(item.title),
      kindShare(item.kind),
      share(item.subtitle)[0] + order(item.subtitle),
      score,
    ];
  };
}
