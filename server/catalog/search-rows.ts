import { searchCategory, searchSuggestion, type SearchCategory, type SearchSuggestion } from '../../src/api/catalog.ts';
import { type Db, sql } from '../db/index.ts';
import { fittingRows, type Row, type SkipRecord } from './rows.ts';

/** The rows search answers with, read by sku in the order search ranked them. */

/** The subcategories of some products, each once, in the order of the products, with their pages; at most `limit`. */
export async function categoriesOf(
  db: Db,
  skus: readonly string[],
  limit: number,
  skip: SkipRecord,
): Promise<SearchCategory[]> {
  if (skus.length === 0) return [];
  const { rows } = await sql<Row>`SELECT p.sku, s.name, c.name AS "parentTitle", '/' || c.slug || '/' || s.slug AS path
    FROM products p JOIN subcategories s ON s.id = p.subcategory_id JOIN categories c ON c.id = s.category_id
    WHERE p.sku = ANY(${skus})`.execute(db);
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
export async function productsOf(db: Db, skus: readonly string[], skip: SkipRecord): Promise<SearchSuggestion[]> {
  if (skus.length === 0) return [];
  const { rows } = await sql<Row>`SELECT sku, title, subtitle, coalesce(image1, '') AS image1 FROM products
    WHERE sku = ANY(${skus})`.execute(db);
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
