import { type MenuEntry, subCategory, subCategoryProduct } from '../../src/api/catalog.ts';
import { type Db, sql } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { parseRows, type Row } from './rows.ts';

/** Categories sorted by name, each with its subcategories sorted by name (the Products menu). */
export async function productsMenu(db: Db): Promise<MenuEntry[]> {
  const [categories, subs] = await Promise.all([
    sql<{ id: number; name: string; slug: string }>`SELECT id, name, slug FROM categories
      ORDER BY lower(name), id`.execute(db),
    sql<{ id: number; category_id: number; name: string; slug: string }>`SELECT id, category_id, name, slug
      FROM subcategories ORDER BY lower(name), id`.execute(db),
  ]);
  return categories.rows.map((cat) => ({
    category: cat.name,
    path: `/${cat.slug}`,
    categoryId: cat.id,
    subcategory: subs.rows
      .filter((sub) => sub.category_id === cat.id)
      .map((sub) => ({ name: sub.name, path: `/${cat.slug}/${sub.slug}`, SubcategoryId: sub.id })),
  }));
}

/** The subcategory cards of a category page; 404 for an unknown category id. */
export async function subcategoriesOf(db: Db, categoryId: number) {
  const [category, subcategories] = await Promise.all([
    sql<{ name: string }>`SELECT name FROM categories WHERE id = ${categoryId}`.execute(db),
    sql<Row>`SELECT s.id AS pkgroupid, s.image AS kproimg, s.name AS kprochild, s.description AS kprodesc,
        s.slug AS kprochild2, c.name AS "parentTitle", s.metadesc, s.metakeywords
      FROM subcategories s JOIN categories c ON c.id = s.category_id
      WHERE s.category_id = ${categoryId} ORDER BY lower(s.name), s.id`.execute(db),
  ]);
  if (category.rows.length === 0)
    throw new ApiFailure(404, `No category with id ${categoryId}`, [
      { field: 'productid', reason: 'Unknown category' },
    ]);
  return parseRows(subCategory, subcategories.rows);
}

/** The product cards of a subcategory page, by title; 404 for an unknown subcategory id. */
export async function productsOfSubcategory(db: Db, subcategoryId: number) {
  const [subcategory, products] = await Promise.all([
    sql`SELECT 1 FROM subcategories WHERE id = ${subcategoryId}`.execute(db),
    sql<Row>`SELECT pkskuid, coalesce(kproimage, '') AS kproimage, sku, title, subtitle, summary AS kprodesc,
        is_new AS "isNew", metatitle, metadesc, metakeywords
      FROM products WHERE subcategory_id = ${subcategoryId} ORDER BY lower(title), sku`.execute(db),
  ]);
  if (subcategory.rows.length === 0) {
    throw new ApiFailure(404, `No subcategory with id ${subcategoryId}`, [
      { field: 'subcategoryId', reason: 'Unknown subcategory' },
    ]);
  }
  return parseRows(subCategoryProduct, products.rows);
}
