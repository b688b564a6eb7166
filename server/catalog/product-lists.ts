import { productCard, seoProduct } from '../../src/api/catalog.ts';
import { type Db, sql } from '../db/index.ts';
import { cardColumns, parseRows, type Row } from './rows.ts';

/** Banner or featured products of the home page, in display order. */
export async function homeProducts(db: Db, list: 'banner' | 'featured') {
  const { rows } = await sql<Row>`SELECT ${sql.raw(cardColumns)} FROM home_products h JOIN products p ON p.sku = h.sku
    WHERE h.list = ${list} ORDER BY h.position`.execute(db);
  return parseRows(productCard, rows);
}

/** New products that have a page, newest first. */
export async function newProducts(db: Db) {
  const { rows } = await sql<Row>`SELECT ${sql.raw(cardColumns)} FROM products p
    WHERE p.is_new AND p.subcategory_id IS NOT NULL ORDER BY p.released_on DESC, p.sku`.execute(db);
  return parseRows(productCard, rows);
}

/** Every product, with or without a category, for sitemaps and SEO text. */
export async function seoProducts(db: Db) {
  const { rows } = await sql<Row>`SELECT sku, title, upc FROM products ORDER BY sku`.execute(db);
  return parseRows(seoProduct, rows);
}
