import type { DatabaseSync } from 'node:sqlite';
import { type MenuEntry, subCategory, subCategoryProduct } from '../../src/api/catalog.ts';
import { ApiFailure } from '../http/errors.ts';
import { parseRows, statement } from './rows.ts';

/** Categories sorted by name, each with its subcategories sorted by name (the Products menu). */
export function productsMenu(db: DatabaseSync): MenuEntry[] {
  const categories = statement(db, 'SELECT id, name, slug FROM categories ORDER BY name COLLATE NOCASE, id').all();
  const subs = statement(
    db,
    'SELECT id, category_id, name, slug FROM subcategories ORDER BY name COLLATE NOCASE, id',
  ).all();
  return categories.map((cat) => ({
    category: String(cat.name),
    path: `/${String(cat.slug)}`,
    categoryId: Number(cat.id),
    subcategory: subs
      .filter((sub) => sub.category_id === cat.id)
      .map((sub) => ({
        name: String(sub.name),
        path: `/${String(cat.slug)}/${String(sub.slug)}`,
        SubcategoryId: Number(sub.id),
      })),
  }));
}

/** The subcategory cards of a category page; 404 for an unknown category id. */
export function subcategoriesOf(db: DatabaseSync, categoryId: number) {
  const category = statement(db, 'SELECT name FROM categories WHERE id = ?').get(categoryId);
  if (!category)
    throw new ApiFailure(404, `No category with id ${categoryId}`, [
      { field: 'productid', reason: 'Unknown category' },
    ]);
  const rows = statement(
    db,
    `SELECT s.id AS pkgroupid, s.image AS kproimg, s.name AS kprochild, s.description AS kprodesc,
      s.slug AS kprochild2, c.name AS parentTitle, s.metadesc, s.metakeywords
    FROM subcategories s JOIN categories c ON c.id = s.category_id
    WHERE s.category_id = ? ORDER BY s.name COLLATE NOCASE, s.id`,
  ).all(categoryId);
  return parseRows(subCategory, rows);
}

/** The product cards of a subcategory page, by title; 404 for an unknown subcategory id. */
export function productsOfSubcategory(db: DatabaseSync, subcategoryId: number) {
  if (!statement(db, 'SELECT 1 FROM subcategories WHERE id = ?').get(subcategoryId)) {
    throw new ApiFailure(404, `No subcategory with id ${subcategoryId}`, [
      { field: 'subcategoryId', reason: 'Unknown subcategory' },
    ]);
  }
  const rows = statement(
    db,
    `SELECT pkskuid, coalesce(kproimage, '') AS kproimage, sku, title, subtitle, summary AS kprodesc,
      is_new AS isNew, metatitle, metadesc, metakeywords
    FROM products WHERE subcategory_id = ? ORDER BY title COLLATE NOCASE, sku`,
  ).all(subcategoryId);
  return parseRows(subCategoryProduct, rows);
}
