import type { WaitingRecord } from '../../src/api/staff-publishing.ts';
import { type Db, sql } from '../db/index.ts';

/** Records listed per kind at most: a reseed changes thousands, and the page says how many more. */
export const WAITING_SHOWN = 200;

/**
 * Products, blog posts, news and partners changed since `revision` (each row carries the revision
 * of its last change, migrations 080 and 081), newest change first. Deleted rows leave no row to list: the
 * publish report names removed skus.
 */
export async function recordsChangedSince(db: Db, revision: string): Promise<WaitingRecord[]> {
  const { rows } = await sql<WaitingRecord>`
    (SELECT 'product' AS kind, sku AS id, title, revision FROM products WHERE revision > ${revision}::bigint
      ORDER BY revision DESC LIMIT ${WAITING_SHOWN})
    UNION ALL
    (SELECT 'blog', pkblogid::text, title, revision FROM blogs WHERE revision > ${revision}::bigint
      ORDER BY revision DESC LIMIT ${WAITING_SHOWN})
    UNION ALL
    (SELECT 'news', id::text, title, revision FROM news WHERE revision > ${revision}::bigint
      ORDER BY revision DESC LIMIT ${WAITING_SHOWN})
    UNION ALL
    (SELECT 'partner', id::text, name, revision FROM partners WHERE revision > ${revision}::bigint
      ORDER BY revision DESC LIMIT ${WAITING_SHOWN})`.execute(db);
  return rows.map(({ kind, id, title }) => ({ kind, id, title }));
}

/**
 * Drafts saved in the staff editor: the next publish applies them. Each under its draft's title (a
 * partner's name); a record created in the editor goes by its `new-…` key until it is published.
 */
export async function draftsWaiting(db: Db): Promise<WaitingRecord[]> {
  const rows = await db
    .selectFrom('content_drafts')
    .select(['kind', 'record_key', 'fields'])
    .orderBy('saved_at', 'desc')
    .execute();
  return rows.map(({ kind, record_key, fields }) => {
    const copy = JSON.parse(fields) as Record<string, string>;
    return { kind, id: record_key, title: copy.title ?? copy.name ?? '', draft: true };
  });
}
