import type { ListLine, ListRef, ListSummary, SavedList, WantedLine } from '../../src/api/lists.ts';
import { priceFor } from '../../src/config/pricing.ts';
import { listLimits } from '../../src/config/limits.ts';
import type { Caller } from '../context.ts';
import { fittingRows, type SkipRecord } from '../catalog/rows.ts';
import { PRICE_COLUMNS, storedStock } from '../catalog/stocks.ts';
import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { catalogSku, knownLines, unknownSku } from './known-skus.ts';
import {
  managedList,
  summaryOf,
  visibleList,
  visibleLists,
  wishlistId,
  type ListRow,
  type ListUser,
} from './list-access.ts';

/** A member working on lists, with its company's account type for the prices. */
type ListCaller = ListUser & Pick<Caller, 'accountType'>;

/** Every list the member sees (its own and those shared with its company), its wishlist first. */
export async function listsOf(db: Db, user: ListUser): Promise<ListSummary[]> {
  await wishlistId(db, user);
  const { rows } = await sql<ListRow>`
    ${visibleLists(user)}
    ORDER BY (l.is_wishlist AND l.owner_account_id IS NOT DISTINCT FROM ${user.userId}::integer) DESC, lower(l.name) COLLATE "C", l.id`.execute(
    db,
  );
  return rows.map((row) => summaryOf(row, user));
}

/**
 * A list with each line's title, stock and the account's own price, from the catalogue as it is now.
 * A line whose price record breaks the contract reads as unpriced (told to `skip`); the others answer.
 */
export async function listOf(db: Db, user: ListCaller, ref: ListRef, skip: SkipRecord): Promise<SavedList> {
  const row = await visibleList(db, user, ref);
  const { rows } = await sql<Record<string, unknown>>`
    SELECT l.sku, l.qty, p.title, p.subtitle, p.image1, s.sku AS priced, ${sql.raw(PRICE_COLUMNS)}, s.stock
    FROM saved_list_lines l LEFT JOIN products p ON p.sku = l.sku LEFT JOIN stocks s ON s.sku = p.sku
    WHERE l.list_id = ${row.id} ORDER BY l.position`.execute(db);
  const lines = rows.map((line): ListLine => {
    const record = line.priced === null ? undefined : fittingRows(storedStock, [line], skip)[0];
    return {
      sku: String(line.sku),
      title: line.title === null ? 'No longer available' : String(line.title),
      subtitle: String(line.subtitle ?? ''),
      image: String(line.image1 ?? ''),
      qty: Number(line.qty),
      stock: record ? record.stock : null,
      price: (record && priceFor(record, user.accountType)) ?? null,
    };
  });
  return { ...summaryOf(row, user), lines };
}

const touch = (db: Db, listId: number) =>
  sql`UPDATE saved_lists SET updated_at = ${new Date().toISOString()} WHERE id = ${listId}`.execute(db);

/**
 * Adds the lines to a list (a sku already on it gets the quantities added, up to the most one line
 * holds) and refuses the change when the list would hold too many lines. Run it in a transaction
 * that locked the list's row (see `visibleList`): the count then sees every earlier change.
 */
async function addLines(trx: Db, listId: number, lines: readonly WantedLine[]): Promise<void> {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.sku, (merged.get(line.sku) ?? 0) + line.qty);
  if (merged.size > 0) {
    await sql`
      INSERT INTO saved_list_lines (list_id, sku, qty, position)
      SELECT ${listId}::integer, w.sku, LEAST(w.qty, ${listLimits.quantityMax}::integer),
        (SELECT COALESCE(MAX(position) + 1, 0) FROM saved_list_lines WHERE list_id = ${listId}::integer) + w.ord::integer - 1
      FROM unnest(${[...merged.keys()]}::text[], ${[...merged.values()]}::integer[]) WITH ORDINALITY AS w (sku, qty, ord)
      ON CONFLICT (list_id, sku) DO UPDATE
        SET qty = LEAST(saved_list_lines.qty + excluded.qty, ${listLimits.quantityMax}::integer)`.execute(trx);
  }
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM saved_list_lines WHERE list_id = ${listId}`.execute(trx);
  if ((rows[0]?.n ?? 0) > listLimits.linesMax) {
    throw new ApiFailure(400, 'Invalid request', [
      { field: 'lines', reason: `A list holds at most ${listLimits.linesMax} lines` },
    ]);
  }
  await touch(trx, listId);
}

/**
 * Makes a private list of the member, refused once the member keeps the most lists it may. The
 * member's login row is locked while its lists are counted, so lists made at once on any node
 * never go past the limit.
 */
export async function createList(
  db: Db,
  user: ListCaller,
  name: string,
  lines: readonly WantedLine[],
  skip: SkipRecord,
): Promise<SavedList> {
  const id = await db.transaction().execute(async (trx) => {
    await sql`SELECT id FROM accounts WHERE id = ${user.userId} FOR NO KEY UPDATE`.execute(trx);
    const { rows: counted } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM saved_lists WHERE owner_account_id = ${user.userId}`.execute(trx);
    if ((counted[0]?.n ?? 0) >= listLimits.listsMax) {
      throw new ApiFailure(409, `An account keeps at most ${listLimits.listsMax} lists`);
    }
    const known = await knownLines(trx, lines);
    const now = new Date().toISOString();
    const { rows } = await sql<{ id: number }>`
      INSERT INTO saved_lists (account_id, owner_account_id, name, created_at, updated_at)
      VALUES (${user.company.id}, ${user.userId}, ${name.trim()}, ${now}, ${now}) RETURNING id`.execute(trx);
    const listId = rows[0]!.id;
    await addLines(trx, listId, known);
    return listId;
  });
  return listOf(db, user, id, skip);
}

/**
 * A list the member may rename or delete (see `managedList`), except the wishlist: it keeps its
 * name and cannot be deleted (the spec's toggle always has a list to fill).
 */
async function changeableList(db: Db, user: ListUser, id: number): Promise<ListRow> {
  const list = await managedList(db, user, id);
  if (list.is_wishlist) throw new ApiFailure(409, 'The wishlist cannot be renamed or deleted');
  return list;
}

export async function renameList(db: Db, user: ListUser, id: number, name: string): Promise<void> {
  await changeableList(db, user, id);
  await sql`UPDATE saved_lists SET name = ${name.trim()}, updated_at = ${new Date().toISOString()} WHERE id = ${id}`.execute(
    db,
  );
}

export async function deleteList(db: Db, user: ListUser, id: number): Promise<void> {
  await changeableList(db, user, id);
  await sql`DELETE FROM saved_lists WHERE id = ${id}`.execute(db);
}

/** Shares a list with the member's whole company, or makes it private to its owner again. */
export async function shareList(db: Db, user: ListUser, id: number, shared: boolean): Promise<ListSummary[]> {
  await managedList(db, user, id);
  await sql`UPDATE saved_lists SET shared = ${shared} WHERE id = ${id}`.execute(db);
  return listsOf(db, user);
}

export async function addToList(
  db: Db,
  user: ListCaller,
  ref: ListRef,
  lines: readonly WantedLine[],
  skip: SkipRecord,
): Promise<SavedList> {
  const id = await db.transaction().execute(async (trx) => {
    const list = await visibleList(trx, user, ref, true);
    await addLines(trx, list.id, await knownLines(trx, lines));
    return list.id;
  });
  return listOf(db, user, id, skip);
}

/** Sets one line's quantity; 0 removes it (a sku not on the list is then no error). */
export async function setListLine(
  db: Db,
  user: ListCaller,
  ref: ListRef,
  sku: string,
  qty: number,
  skip: SkipRecord,
): Promise<SavedList> {
  const id = await db.transaction().execute(async (trx) => {
    const listId = (await visibleList(trx, user, ref, true)).id;
    if (qty === 0) {
      await sql`DELETE FROM saved_list_lines WHERE list_id = ${listId} AND sku = ${sku.trim()}`.execute(trx);
      await touch(trx, listId);
      return listId;
    }
    const known = await catalogSku(trx, sku);
    if (!known) throw unknownSku('sku', sku);
    const { rows } = await sql`
      UPDATE saved_list_lines SET qty = ${qty} WHERE list_id = ${listId} AND sku = ${known} RETURNING sku`.execute(trx);
    if (rows.length === 0) await addLines(trx, listId, [{ sku: known, qty }]);
    else await touch(trx, listId);
    return listId;
  });
  return listOf(db, user, id, skip);
}
