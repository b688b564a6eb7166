import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import { searchSuggestion, type SearchSuggestion } from '../../src/api/catalog.ts';
import { compactSku } from '../../src/config/catalog.ts';
import { fittingRows, type SkipRecord, statement } from './rows.ts';

/** At most this many suggestions: enough for a dropdown, small enough to answer at once. */
export const suggestionLimit = 20;
const maxWords = 6;
/** The trigram index finds parts of three characters or more; shorter words only filter. */
export const minIndexed = 3;

type Row = Record<string, SQLOutputValue>;
export const columns = "p.sku, p.title, p.subtitle, coalesce(p.image1, '') AS image1";
/** Only products with a page (a subcategory) are ever offered: the others would open the 404. */
export const hasPage = 'p.subcategory_id IS NOT NULL';
const fromIndex = `FROM product_search f JOIN products p ON p.pkskuid = f.rowid WHERE product_search MATCH ? AND ${hasPage}`;
export const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;

export interface Word {
  /** Lower-case word as typed, looked for inside title and subtitle. */
  text: string;
  /** Upper-case word without hyphens, looked for inside the hyphen-free sku. */
  key: string;
}

/** The words of a term; words without a letter or digit cannot match anything and are dropped. */
export function wordsOf(term: string): Word[] {
  // Control characters (a NUL ends the index's query text early) separate words like spaces.
  return term
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, maxWords)
    .map((word) => ({ text: word.toLowerCase().slice(0, 64), key: compactSku(word).slice(0, 64) }));
}

/** Skus starting with `key` (hyphens ignored), shortest first, so an exact sku leads. */
function skusStartingWith(db: DatabaseSync, key: string): Row[] {
  return statement(
    db,
    `SELECT ${columns} FROM products p WHERE p.sku_key >= ? AND p.sku_key < ? || char(1114111) AND ${hasPage}
    ORDER BY p.sku_key LIMIT ${suggestionLimit}`,
  ).all(key, key);
}

/** Skus containing `key` anywhere (hyphens ignored), in catalogue order. */
function skusContaining(db: DatabaseSync, key: string): Row[] {
  return statement(
    db,
    `SELECT ${columns} FROM sku_search s JOIN products p ON p.pkskuid = s.rowid
    WHERE sku_search MATCH ? AND ${hasPage} ORDER BY s.rowid LIMIT ${suggestionLimit * 2}`,
  ).all(quote(key));
}

/**
 * Products where every word appears in the sku, title or subtitle, in catalogue order. Rowid order
 * lets the index stop after the first matches instead of ranking thousands of them. When the sku
 * part was already searched (one word, see `skusContaining`), only title and subtitle are.
 */
function productsWithWords(db: DatabaseSync, words: Word[], skuSearched: boolean): Row[] {
  const long = words.filter((w) => w.text.length >= minIndexed);
  const short = words.filter((w) => w.text.length < minIndexed);
  const match = long
    .map((w) => {
      const inText = `{title subtitle} : ${quote(w.text)}`;
      return w.key.length >= minIndexed && !skuSearched ? `(sku_key : ${quote(w.key)} OR ${inText})` : `(${inText})`;
    })
    .join(' AND ');
  const filter = short
    .map(() => " AND (instr(p.sku_key, ?) > 0 OR instr(lower(p.title || ' ' || p.subtitle), ?) > 0)")
    .join('');
  return statement(db, `SELECT ${columns} ${fromIndex}${filter} ORDER BY f.rowid LIMIT ${suggestionLimit * 3}`).all(
    match,
    ...short.flatMap((w) => [w.key, w.text]),
  );
}

/** For one- and two-character words: titles or subtitles with words starting with each, in catalogue order. */
function wordsStartingWith(db: DatabaseSync, words: Word[]): Row[] {
  const match = words.map((w) => `${quote(w.text)}*`).join(' AND ');
  return statement(
    db,
    `SELECT ${columns} FROM product_words w JOIN products p ON p.pkskuid = w.rowid
    WHERE product_words MATCH ? AND ${hasPage} ORDER BY w.rowid LIMIT ${suggestionLimit * 2}`,
  ).all(match);
}

/**
 * Suggestions for what the user has typed so far (a blank term has none). First skus that start
 * with the term, then skus that contain it (hyphens never matter), then products whose sku, title or
 * subtitle contain every word of it. At most `suggestionLimit`.
 */
export function searchProducts(db: DatabaseSync, term: string, skip: SkipRecord): SearchSuggestion[] {
  const words = wordsOf(term);
  if (words.length === 0) return [];
  const key = words.map((w) => w.key).join('');
  const indexed = words.some((w) => w.text.length >= minIndexed);
  const groups = [
    () => skusStartingWith(db, key),
    () => (key.length >= minIndexed ? skusContaining(db, key) : []),
    () =>
      indexed
        ? productsWithWords(db, words, words.length === 1 && key.length >= minIndexed)
        : wordsStartingWith(db, words),
  ];
  const found = new Map<string, Row>();
  for (const group of groups) {
    if (found.size >= suggestionLimit) break;
    for (const row of group())
      if (found.size < suggestionLimit && !found.has(String(row.sku))) found.set(String(row.sku), row);
  }
  return fittingRows(searchSuggestion, [...found.values()], skip);
}
