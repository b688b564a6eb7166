import type { ListLine, ListRef, ListSummary, SavedList, WantedLine } from '../../src/api/lists.ts';
import { priceFor } from '../../src/config/pricing.ts';
import { listLimits } from '../../src/config/limits.ts';
import type { Account } from '../accounts/accounts.ts';
import { fittingRows, type SkipRecord } from '../catalog/rows.ts';
import { PRICE_COLUMNS, storedStock } from '../catalog/stocks.ts';
import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { catalogSku, knownLines, unknownSku } from './known-skus.ts';

export const WISHLIST_NAME = 'Wishlist';

const noSuchList = () => new ApiFailure(404, 'No such list');

interface ListRow {
  id: number;
  name: string;
  is_wishlist: boolean;
  updated_at: string;
  line_count: number;
}

/** A list's columns with its number of lines (`l` = saved_lists), a fixed fragment. */
const LIST_COLUMNS = sql.raw(
  'l.id, l.name, l.is_wishlist, l.updated_at, (SELECT count(*) FROM saved_list_lines WHERE list_id = l.id) AS line_count',
);

const summaryOf = (row: ListRow): ListSummary => ({
  id: row.id,
  name: row.name,
  wishlist: row.is_wishlist,
  lineCount: row.line_count,
  updatedAt: row.updated_at,
});

/** The account's wishlist id, made on first use (once, whoever asks at the same time). */
async function wishlistId(db: Db, accountId: number): Promise<number> {
  const find = () =>
    sql<{ id: number }>`SELECT id FROM saved_lists WHERE account_id = ${accountId} AND is_wishlist`.execute(db);
  const found = (await find()).rows[0];
  if (found) return found.id;
  const now = new Date().toISOString();
  const { rows } = await sql<{ id: number }>`
    INSERT INTO saved_lists (account_id, name, is_wishlist, created_at, updated_at)
    VALUES (${accountId}, ${WISHLIST_NAME}, true, ${now}, ${now})
    ON CONFLICT (account_id) WHERE is_wishlist DO NOTHING RETURNING id`.execute(db);
  const id = rows[0]?.id ?? (await find()).rows[0]?.id;
  if (id === undefined) throw new Error(`No wishlist for account ${accountId}`);
  return id;
}

/**
 * The row of the account's own list; another account's id answers 404 exactly like an id that
 * does not exist, so list ids cannot be probed. Inside a transaction that changes the list's
 * lines, `lock` holds the row until the commit, so changes at once count its lines one after another.
 */
async function ownList(db: Db, accountId: number, ref: ListRef, lock = false): Promise<ListRow> {
  const id = ref === 'wishlist' ? await wishlistId(db, accountId) : ref;
  const { rows } = await sql<ListRow>`
    SELECT ${LIST_COLUMNS} FROM saved_lists l WHERE l.id = ${id} AND l.account_id = ${accountId}
    ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  if (!rows[0]) throw noSuchList();
  return rows[0];
}

/** Every list of the account, the wishlist first. */
export async function listsOf(db: Db, accountId: number): Promise<ListSummary[]> {
  await wishlistId(db, accountId);
  const { rows } = await sql<ListRow>`
    SELECT ${LIST_COLUMNS} FROM saved_lists l WHERE l.account_id = ${accountId}
    ORDER BY l.is_wishlist DESC, lower(l.name) COLLATE "C", l.id`.execute(db);
  return rows.map(summaryOf);
}

/**
 * A list with each line's title, stock and the account's own price, from the catalogue as it is now.
 * A line whose price record breaks the contract reads as unpriced (told to `skip`); the others answer.
 */
export async function listOf(db: Db, account: Account, ref: ListRef, skip: SkipRecord): Promise<SavedList> {
  const row = await ownList(db, account.id, ref);
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
      price: (record && priceFor(record, account.accountType)) ?? null,
    };
  });
  return { ...summaryOf(row), lines };
}

const touch = (db: Db, listId: number) =>
  sql`UPDATE saved_lists SET updated_at = ${new Date().toISOString()} WHERE id = ${listId}`.execute(db);

/**
 * Adds the lines to a list (a sku already on it gets the quantities added, up to the most one line
 * holds) and refuses the change when the list would hold too many lines. Run it in a transaction
 * that locked the list's row (see `ownList`): the count then sees every earlier change.
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
 * Makes a list, refused once the account keeps the most lists it may. The account's row is locked
 * while its lists are counted, so lists made at once on any node never go past the limit.
 */
export async function createList(
  db: Db,
  account: Account,
  name: string,
  lines: readonly WantedLine[],
  skip: SkipRecord,
): Promise<SavedList> {
  const id = await db.transaction().execute(async (trx) => {
    await sql`SELECT id FROM accounts WHERE id = ${account.id} FOR NO KEY UPDATE`.execute(trx);
    const { rows: counted } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM saved_lists WHERE account_id = ${account.id}`.execute(trx);
    if ((counted[0]?.n ?? 0) >= listLimits.listsMax) {
      throw new ApiFailure(409, `An account keeps at most ${listLimits.listsMax} lists`);
    }
    const known = await knownLines(trx, lines);
    const now = new Date().toISOString();
    const { rows } = await sql<{ id: number }>`
      INSERT INTO saved_lists (account_id, name, created_at, updated_at)
      VALUES (${account.id}, ${name.trim()}, ${now}, ${now}) RETURNING id`.execute(trx);
    const listId = rows[0]!.id;
    await addLines(trx, listId, known);
    return listId;
  });
  return listOf(db, account, id, skip);
}

/**
 * Why a rename or delete changed nothing: the wishlist keeps its name and cannot be deleted (the
 * spec's toggle always has a list to fill); any other id is not the account's list.
 */
async function refuseChange(db: Db, accountId: number, id: number): Promise<never> {
  const list = await ownList(db, accountId, id);
  if (list.is_wishlist) throw new ApiFailure(409, 'The wishlist cannot be renamed or deleted');
  throw noSuchList();
}

export async function renameList(db: Db, accountId: number, id: number, name: string): Promise<void> {
  const { rows } = await sql`
    UPDATE saved_lists SET name = ${name.trim()}, updated_at = ${new Date().toISOString()}
    WHERE id = ${id} AND account_id = ${accountId} AND NOT is_wishlist RETURNING id`.execute(db);
  if (rows.length === 0) await refuseChange(db, accountId, id);
}

export async function deleteList(db: Db, accountId: number, id: number): Promise<void> {
  const { rows } = await sql`
    DELETE FROM saved_lists WHERE id = ${id} AND account_id = ${accountId} AND NOT is_wishlist RETURNING id`.execute(
    db,
  );
  if (rows.length === 0) await refuseChange(db, accountId, id);
}

export async function addToList(
  db: Db,
  account: Account,
  ref: ListRef,
  lines: readonly WantedLine[],
  skip: SkipRecord,
): Promise<SavedList> {
  const id = await db.transaction().execute(async (trx) => {
    const list = await ownList(trx, account.id, ref, true);
    await addLines(trx, list.id, await knownLines(trx, lines));
    return list.id;
  });
  return listOf(db, account, id, skip);
}

/** Sets one line's quantity; 0 removes it (a sku not on the list is then no error). */
export async function setListLine(
  db: Db,
  account: Account,
  ref: ListRef,
  sku: string,
  qty: number,
  skip: SkipRecord,
): Promise<SavedList> {
  const id = await db.transaction().execute(async (trx) => {
    const listId = (await ownList(trx, account.id, ref, true)).id;
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
  return listOf(db, account, id, skip);
}
