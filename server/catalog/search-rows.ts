import type { DatabaseSync } from 'node:sqlite';
import { searchCategory, searchSuggestion, type SearchCategory, type SearchSuggestion } from '../../src/api/catalog.ts';
import { fittingRows, type SkipRecord, statement } from './rows.ts';

/** The rows search answers with, read by sku in the order search ranked them. */

/** The subcategories of some products, each once, in the order of the products, with their pages; at most `limit`. */
export function categoriesOf(
  db: DatabaseSync,
  skus: readonly string[],
  limit: number,
  skip: SkipRecord,
): SearchCategory[] {
  if (skus.length === 0) return [];
  const rows = statement(
    db,
    `SELECT p.sku, s.name, c.name AS parentTitle, '/' || c.slug || '/' || s.slug AS path
    FROM products p JOIN subcategories s ON s.id = p.subcategory_id JOIN categories c ON c.id = s.category_id
    WHERE p.sku IN (${skus.map(() => '?').join(', ')})`,
  ).all(...skus);
  const bySku = new Map(rows.map((row) => [String(row.sku), row]));
  const seen = new Set<string>();
  const kept = skus.flatMap((sku) => {
    const row = bySku.get(sku);
    if (!row || seen.has(String(row.path))) return [];
    seen.add(String(row.path));
    return [row];
  });
  return fittingRows(searchCategory, kept, skip).slice(0, limit);
}

/** The products of some skus, in the order given; a row that breaks the contract is skipped and logged. */
export function productsOf(db: DatabaseSync, skus: readonly string[], skip: SkipRecord): SearchSuggestion[] {
  if (skus.length === 0) return [];
  const rows = statement(
    db,
    `SELECT sku, title, subtitle, coalesce(image1, '') AS image1 FROM products WHERE sku IN (${skus.map(() => '?').join(', ')})`,
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
