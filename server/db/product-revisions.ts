import { type Db, sql } from './index.ts';

/**
 * What a publish reads of the catalogue's changes: the highest product revision now (the mark a
 * later publish compares against), and the products changed after `since` (every product without
 * a mark). The mark is read first: a change committed meanwhile is read now or by the next publish.
 */
export async function productChanges(db: Db, since?: string): Promise<{ mark: string; changed: Set<string> }> {
  const { rows: top } = await sql<{ mark: string | null }>`SELECT max(revision)::text AS mark FROM products`.execute(
    db,
  );
  const mark = top[0]?.mark ?? '0';
  const { rows } = await sql<{ sku: string }>`
    SELECT sku FROM products WHERE ${since === undefined ? sql`TRUE` : sql`revision > ${since}::bigint`}`.execute(db);
  return { mark, changed: new Set(rows.map((row) => row.sku)) };
}
