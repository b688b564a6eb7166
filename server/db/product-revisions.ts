import { type Db, sql } from './index.ts';

/**
 * The mark of `table`'s revisions now, and the keys (`key`) of its rows changed after the mark
 * `since` (every row without one, or with one of another database, a reseeded one). The mark is
 * read first: a change committed meanwhile is read now or by the next publish.
 */
async function changesSince(db: Db, table: 'products' | 'blogs', key: 'sku' | 'pkblogid', since?: string) {
  const { rows: top } = await sql<{ id: string; revision: string }>`
    SELECT (SELECT value FROM meta WHERE key = 'database_id') AS id,
           coalesce(max(revision), 0)::text AS revision FROM ${sql.table(table)}`.execute(db);
  const { id = '', revision = '0' } = top[0] ?? {};
  const [sinceId, sinceRevision] = since?.split('/') ?? [];
  const after = sinceId === id && sinceRevision !== undefined ? sql`revision > ${sinceRevision}::bigint` : sql`TRUE`;
  const { rows } = await sql<{ key: string }>`
    SELECT ${sql.ref(key)}::text AS key FROM ${sql.table(table)} WHERE ${after}`.execute(db);
  return { mark: `${id}/${revision}`, changed: rows.map((row) => row.key) };
}

/**
 * What a publish reads of the catalogue's changes: a mark of the products' revisions now (which a
 * later publish compares against), and the products changed after the mark `since`.
 */
export async function productChanges(db: Db, since?: string): Promise<{ mark: string; changed: Set<string> }> {
  const { mark, changed } = await changesSince(db, 'products', 'sku', since);
  return { mark, changed: new Set(changed) };
}

/** The same for blog posts, by id: a mark of their revisions now, and the posts changed after `since`. */
export async function blogChanges(db: Db, since?: string): Promise<{ mark: string; changed: Set<number> }> {
  const { mark, changed } = await changesSince(db, 'blogs', 'pkblogid', since);
  return { mark, changed: new Set(changed.map(Number)) };
}

/**
 * A mark of the blog posts, news items and partners as they are now, which a later publish
 * compares against: it changes when any of them is written (its revision), added or deleted (the
 * counts), and with the database.
 */
export async function contentMark(db: Db): Promise<string> {
  const { rows } = await sql<{ mark: string }>`
    SELECT concat_ws('/', (SELECT value FROM meta WHERE key = 'database_id'),
      (SELECT concat(coalesce(max(revision), 0), '.', count(*)) FROM blogs),
      (SELECT concat(coalesce(max(revision), 0), '.', count(*)) FROM news),
      (SELECT concat(coalesce(max(revision), 0), '.', count(*)) FROM partners)) AS mark`.execute(db);
  return rows[0]?.mark ?? '';
}

/**
 * A mark of each subcategory's product list, by subcategory id: it changes when a product of the
 * list is written or added (the highest revision), or leaves it, moved or deleted (the count).
 */
export async function listMarks(db: Db): Promise<Record<string, string>> {
  const { rows } = await sql<{ id: string; mark: string }>`
    SELECT subcategory_id::text AS id, concat(count(*), '.', coalesce(max(revision), 0)) AS mark
      FROM products WHERE subcategory_id IS NOT NULL GROUP BY subcategory_id`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.id, row.mark]));
}
