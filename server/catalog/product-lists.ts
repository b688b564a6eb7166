import type { DatabaseSync } from 'node:sqlite';
import { productCard, seoProduct } from '../../src/api/catalog.ts';
import { cardColumns, parseRows, statement } from './rows.ts';

/** Banner or featured products of the home page, in display order. */
export function homeProducts(db: DatabaseSync, list: 'banner' | 'featured') {
  const rows = statement(
    db,
    `SELECT ${cardColumns} FROM home_products h JOIN products p ON p.sku = h.sku
    WHERE h.list = ? ORDER BY h.position`,
  ).all(list);
  return parseRows(productCard, rows);
}

/** New products that have a page, newest first. */
export function newProducts(db: DatabaseSync) {
  const rows = statement(
    db,
    `SELECT ${cardColumns} FROM products p
    WHERE p.is_new = 1 AND p.subcategory_id IS NOT NULL ORDER BY p.released_on DESC, p.sku`,
  ).all();
  return parseRows(productCard, rows);
}

/** Every product, with or without a category, for sitemaps and SEO text. */
export function seoProducts(db: DatabaseSync) {
  return parseRows(seoProduct, statement(db, 'SELECT sku, title, upc FROM products ORDER BY sku').all());
}
