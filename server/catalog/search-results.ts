import type { DatabaseSync } from 'node:sqlite';
import { searchSuggestion, type SearchSuggestion } from '../../src/api/catalog.ts';
import { fittingRows, type SkipRecord, statement } from './rows.ts';
import { columns, hasPage, minIndexed, quote, wordsOf, type Word } from './search.ts';

/**
 * The results page's ranking of every product with a page that matches a term:
 *   0 the exact sku, 1 skus starting with the term (hyphens never matter),
 *   2 products with every word in the title, 3 the rest (words in the subtitle or inside a sku);
 * within a rank by FTS5 bm25 relevance (the title weighs most), then by title.
 */

/** `CASE` giving the rank of a row of `products p`, with its parameters. */
function rankOf(words: Word[], key: string): { sql: string; params: Array<string | number> } {
  const inTitle = words.map(() => 'instr(lower(p.title), ?) > 0').join(' AND ');
  return {
    sql: `CASE WHEN p.sku_key = ? THEN 0 WHEN substr(p.sku_key, 1, ?) = ? THEN 1 WHEN ${inTitle} THEN 2 ELSE 3 END`,
    params: [key, key.length, key, ...words.map((w) => w.text)],
  };
}

/** Skus starting with the whole term run together ("av 12g" finds AV-12G-…), shortest first. */
function skuPrefixMatches(db: DatabaseSync, key: string): string[] {
  return statement(
    db,
    `SELECT p.sku FROM products p WHERE p.sku_key >= ? AND p.sku_key < ? || char(1114111) AND ${hasPage}
    ORDER BY length(p.sku_key), p.sku_key`,
  )
    .all(key, key)
    .map((row) => String(row.sku));
}

/** Products where every word appears in the sku, title or subtitle, ranked. */
function wordMatches(db: DatabaseSync, words: Word[], key: string): string[] {
  const rank = rankOf(words, key);
  const long = words.filter((w) => w.text.length >= minIndexed);
  if (long.length === 0) {
    // One- and two-letter words only: the word index, by word prefix.
    const match = words.map((w) => `${quote(w.text)}*`).join(' AND ');
    return statement(
      db,
      `SELECT p.sku, ${rank.sql} AS rank FROM product_words w JOIN products p ON p.pkskuid = w.rowid
      WHERE product_words MATCH ? AND ${hasPage} ORDER BY rank, bm25(product_words, 10.0, 1.0), p.title COLLATE NOCASE`,
    )
      .all(...rank.params, match)
      .map((row) => String(row.sku));
  }
  const match = long
    .map((w) => {
      const inText = `{title subtitle} : ${quote(w.text)}`;
      return w.key.length >= minIndexed ? `(sku_key : ${quote(w.key)} OR ${inText})` : `(${inText})`;
    })
    .join(' AND ');
  const short = words.filter((w) => w.text.length < minIndexed);
  const filter = short
    .map(() => " AND (instr(p.sku_key, ?) > 0 OR instr(lower(p.title || ' ' || p.subtitle), ?) > 0)")
    .join('');
  return statement(
    db,
    `SELECT p.sku, ${rank.sql} AS rank FROM product_search f JOIN products p ON p.pkskuid = f.rowid
    WHERE product_search MATCH ? AND ${hasPage}${filter}
    ORDER BY rank, bm25(product_search, 2.0, 10.0, 1.0), p.title COLLATE NOCASE`,
  )
    .all(...rank.params, match, ...short.flatMap((w) => [w.key, w.text]))
    .map((row) => String(row.sku));
}

/** Every matching sku, best first (a blank term matches nothing). */
export function rankedSkus(db: DatabaseSync, term: string): string[] {
  const words = wordsOf(term);
  if (words.length === 0) return [];
  const key = words.map((w) => w.key).join('');
  return [...new Set([...skuPrefixMatches(db, key), ...wordMatches(db, words, key)])];
}

/** The products of some skus, in the order given. */
export function productsOf(db: DatabaseSync, skus: readonly string[], skip: SkipRecord): SearchSuggestion[] {
  if (skus.length === 0) return [];
  const rows = statement(
    db,
    `SELECT ${columns} FROM products p WHERE p.sku IN (${skus.map(() => '?').join(', ')})`,
  ).all(...skus);
  const bySku = new Map(rows.map((row) => [String(row.sku), row]));
  return fittingRows(
    searchSuggestion,
    skus.flatMap((sku) => {
      const row = bySku.get(sku);
      return row ? [row] : [];
    }),
    skip,
  );
}
