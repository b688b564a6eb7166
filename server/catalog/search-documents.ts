import { type Db, sql } from '../db/index.ts';
import type { SearchDocument } from './search-engine.ts';

/** Products read per query: each page is a short turn of the database, never the whole catalogue at once. */
const PAGE = 1000;

/**
 * The products search reads, in catalogue order (pkskuid). Only products with a page (a
 * subcategory) are searched: the others would open the 404. The kind is the subcategory's name;
 * the description is read from its plain-text summary, the first sentence, without markup.
 */
export async function searchDocuments(db: Db): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  let after: number | undefined;
  for (;;) {
    // A corrupt row (a text left null by a hand edit) is indexed by its sku alone: the answers read
    // each row again and leave it out, logged, rather than the whole index failing.
    const { rows } = await sql<SearchDocument & { pkskuid: number }>`SELECT p.pkskuid, p.sku,
        p.sku_key AS "skuKey", COALESCE(p.title, '') AS title, COALESCE(p.subtitle, '') AS subtitle,
        COALESCE(s.name, '') AS kind, COALESCE(p.summary, '') AS description
      FROM products p JOIN subcategories s ON s.id = p.subcategory_id
      WHERE ${after === undefined ? sql`true` : sql`p.pkskuid > ${after}`}
      ORDER BY p.pkskuid LIMIT ${PAGE}`.execute(db);
    for (const { sku, skuKey, title, subtitle, kind, description } of rows)
      documents.push({ sku, skuKey, title, subtitle, kind, description });
    if (rows.length < PAGE) return documents;
    after = rows.at(-1)?.pkskuid;
  }
}
