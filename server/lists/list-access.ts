import type { ListRef, ListSummary } from '../../src/api/lists.ts';
import { mayManageList, mayUse } from '../../src/config/company-roles.ts';
import { roleRefused } from '../auth/roles.ts';
import type { Caller } from '../context.ts';
import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';

export const WISHLIST_NAME = 'Wishlist';

/** Who works on lists: the login, its company and its role there. */
export type ListUser = Pick<Caller, 'userId' | 'company'>;

export const noSuchList = () => new ApiFailure(404, 'No such list');

export interface ListRow {
  id: number;
  name: string;
  is_wishlist: boolean;
  updated_at: string;
  line_count: number;
  shared: boolean;
  owner_account_id: number | null;
  owner_name: string | null;
}

/**
 * The lists a member sees, with their number of lines and owner (`l` = saved_lists): its own and
 * those shared with its company. Every other list, another company's or a colleague's private
 * one, is as absent as an id that does not exist.
 */
export const visibleLists = (user: ListUser) => sql`
  SELECT l.id, l.name, l.is_wishlist, l.updated_at, l.shared, l.owner_account_id, o.user_name AS owner_name,
    (SELECT count(*) FROM saved_list_lines WHERE list_id = l.id) AS line_count
  FROM saved_lists l LEFT JOIN accounts o ON o.id = l.owner_account_id
  WHERE l.account_id = ${user.company.id} AND (l.owner_account_id = ${user.userId} OR l.shared)`;

export const summaryOf = (row: ListRow, user: ListUser): ListSummary => ({
  id: row.id,
  name: row.name,
  wishlist: row.is_wishlist,
  lineCount: row.line_count,
  updatedAt: row.updated_at,
  shared: row.shared,
  owner: row.owner_name ?? '',
  own: row.owner_account_id === user.userId,
});

/**
 * The member's wishlist id, made on first use (once, whoever asks at the same time) for a role
 * that keeps lists; undefined for one that only reads them.
 */
export async function wishlistId(db: Db, user: ListUser): Promise<number | undefined> {
  const find = async () =>
    (
      await sql<{ id: number }>`
        SELECT id FROM saved_lists WHERE owner_account_id = ${user.userId} AND is_wishlist`.execute(db)
    ).rows[0]?.id;
  const found = await find();
  if (found !== undefined || !mayUse(user.company.role, 'lists')) return found;
  const now = new Date().toISOString();
  const { rows } = await sql<{ id: number }>`
    INSERT INTO saved_lists (account_id, owner_account_id, name, is_wishlist, created_at, updated_at)
    VALUES (${user.company.id}, ${user.userId}, ${WISHLIST_NAME}, true, ${now}, ${now})
    ON CONFLICT (owner_account_id) WHERE is_wishlist DO NOTHING RETURNING id`.execute(db);
  const id = rows[0]?.id ?? (await find());
  if (id === undefined) throw new Error(`No wishlist for account ${user.userId}`);
  return id;
}

/**
 * The row of a list the member sees; any other id answers 404 exactly like an id that does not
 * exist, so list ids cannot be probed. Inside a transaction that changes the list's lines, `lock`
 * holds the row until the commit, so changes at once count its lines one after another.
 */
export async function visibleList(db: Db, user: ListUser, ref: ListRef, lock = false): Promise<ListRow> {
  const id = ref === 'wishlist' ? await wishlistId(db, user) : ref;
  if (id === undefined) throw noSuchList();
  const { rows } = await sql<ListRow>`
    ${visibleLists(user)} AND l.id = ${id} ${lock ? sql`FOR UPDATE OF l` : sql``}`.execute(db);
  if (!rows[0]) throw noSuchList();
  return rows[0];
}

/** A list the member may rename, delete or share: its own, or as an admin one it sees. */
export async function managedList(db: Db, user: ListUser, id: number): Promise<ListRow> {
  const list = await visibleList(db, user, id);
  if (!mayManageList(user.company.role, list.owner_account_id === user.userId)) throw roleRefused();
  return list;
}
