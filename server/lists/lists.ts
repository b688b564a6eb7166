import type { DatabaseSync } from 'node:sqlite';
import type { ListLine, ListRef, ListSummary, SavedList, WantedLine } from '../../src/api/lists.ts';
import { priceFor } from '../../src/config/pricing.ts';
import { listLimits } from '../../src/config/limits.ts';
import type { Account } from '../accounts/accounts.ts';
import { stockOf } from '../catalog/stocks.ts';
import { transaction } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { catalogSku, knownLines, unknownSku } from './known-skus.ts';

export const WISHLIST_NAME = 'Wishlist';

const noSuchList = () => new ApiFailure(404, 'No such list');

function summaryOf(db: DatabaseSync, row: Record<string, unknown>): ListSummary {
  const count = db.prepare('SELECT COUNT(*) AS n FROM saved_list_lines WHERE list_id = ?').get(Number(row.id));
  return {
    id: Number(row.id),
    name: String(row.name),
    wishlist: row.is_wishlist === 1,
    lineCount: Number(count?.n ?? 0),
    updatedAt: String(row.updated_at),
  };
}

/** The account's wishlist id, made on first use. */
function wishlistId(db: DatabaseSync, accountId: number): number {
  const row = db.prepare('SELECT id FROM saved_lists WHERE account_id = ? AND is_wishlist = 1').get(accountId);
  if (row) return Number(row.id);
  const now = new Date().toISOString();
  return Number(
    db
      .prepare('INSERT INTO saved_lists (account_id, name, is_wishlist, created_at, updated_at) VALUES (?, ?, 1, ?, ?)')
      .run(accountId, WISHLIST_NAME, now, now).lastInsertRowid,
  );
}

/**
 * The row of the account's own list; another account's id answers 404 exactly like an id that
 * does not exist, so list ids cannot be probed.
 */
function ownList(db: DatabaseSync, accountId: number, ref: ListRef) {
  const id = ref === 'wishlist' ? wishlistId(db, accountId) : ref;
  const row = db.prepare('SELECT * FROM saved_lists WHERE id = ? AND account_id = ?').get(id, accountId);
  if (!row) throw noSuchList();
  return row;
}

/** Every list of the account, the wishlist first. */
export function listsOf(db: DatabaseSync, accountId: number): ListSummary[] {
  wishlistId(db, accountId);
  return db
    .prepare('SELECT * FROM saved_lists WHERE account_id = ? ORDER BY is_wishlist DESC, name COLLATE NOCASE, id')
    .all(accountId)
    .map((row) => summaryOf(db, row));
}

/** A list with each line's title, stock and the account's own price, from the catalogue as it is now. */
export function listOf(db: DatabaseSync, account: Account, ref: ListRef): SavedList {
  const row = ownList(db, account.id, ref);
  const lines = db
    .prepare(
      `SELECT l.sku, l.qty, p.title, p.subtitle, p.image1 FROM saved_list_lines l
       LEFT JOIN products p ON p.sku = l.sku WHERE l.list_id = ? ORDER BY l.position`,
    )
    .all(Number(row.id))
    .map((line): ListLine => {
      const sku = String(line.sku);
      const record = line.title === null ? undefined : stockOf(db, sku);
      return {
        sku,
        title: line.title === null ? 'No longer available' : String(line.title),
        subtitle: String(line.subtitle ?? ''),
        image: String(line.image1 ?? ''),
        qty: Number(line.qty),
        stock: record ? record.stock : null,
        price: (record && priceFor(record, account.accountType)) ?? null,
      };
    });
  return { ...summaryOf(db, row), lines };
}

function addLines(db: DatabaseSync, listId: number, lines: readonly WantedLine[]): void {
  const add = db.prepare(
    `INSERT INTO saved_list_lines (list_id, sku, qty, position)
     VALUES (?1, ?2, ?3, (SELECT COALESCE(MAX(position) + 1, 0) FROM saved_list_lines WHERE list_id = ?1))
     ON CONFLICT (list_id, sku) DO UPDATE SET qty = MIN(qty + excluded.qty, ?4)`,
  );
  for (const line of lines) add.run(listId, line.sku, line.qty, listLimits.quantityMax);
  const count = db.prepare('SELECT COUNT(*) AS n FROM saved_list_lines WHERE list_id = ?').get(listId);
  if (Number(count?.n) > listLimits.linesMax) {
    throw new ApiFailure(400, 'Invalid request', [
      { field: 'lines', reason: `A list holds at most ${listLimits.linesMax} lines` },
    ]);
  }
  touch(db, listId);
}

const touch = (db: DatabaseSync, listId: number) =>
  db.prepare('UPDATE saved_lists SET updated_at = ? WHERE id = ?').run(new Date().toISOString(), listId);

export function createList(db: DatabaseSync, account: Account, name: string, lines: readonly WantedLine[] = []) {
  const id = transaction(db, () => {
    const count = db.prepare('SELECT COUNT(*) AS n FROM saved_lists WHERE account_id = ?').get(account.id);
    if (Number(count?.n) >= listLimits.listsMax) {
      throw new ApiFailure(409, `An account keeps at most ${listLimits.listsMax} lists`);
    }
    const known = knownLines(db, lines);
    const now = new Date().toISOString();
    const listId = Number(
      db
        .prepare('INSERT INTO saved_lists (account_id, name, created_at, updated_at) VALUES (?, ?, ?, ?)')
        .run(account.id, name.trim(), now, now).lastInsertRowid,
    );
    addLines(db, listId, known);
    return listId;
  });
  return listOf(db, account, id);
}

/** The wishlist keeps its name and cannot be deleted: the spec's toggle always has a list to fill. */
function editableList(db: DatabaseSync, accountId: number, id: number) {
  const row = ownList(db, accountId, id);
  if (row.is_wishlist === 1) throw new ApiFailure(409, 'The wishlist cannot be renamed or deleted');
  return row;
}

export function renameList(db: DatabaseSync, accountId: number, id: number, name: string): void {
  editableList(db, accountId, id);
  db.prepare('UPDATE saved_lists SET name = ?, updated_at = ? WHERE id = ?').run(
    name.trim(),
    new Date().toISOString(),
    id,
  );
}

export function deleteList(db: DatabaseSync, accountId: number, id: number): void {
  editableList(db, accountId, id);
  db.prepare('DELETE FROM saved_lists WHERE id = ?').run(id);
}

export function addToList(db: DatabaseSync, account: Account, ref: ListRef, lines: readonly WantedLine[]): SavedList {
  const id = transaction(db, () => {
    const listId = Number(ownList(db, account.id, ref).id);
    addLines(db, listId, knownLines(db, lines));
    return listId;
  });
  return listOf(db, account, id);
}

/** Sets one line's quantity; 0 removes it (a sku not on the list is then no error). */
export function setListLine(db: DatabaseSync, account: Account, ref: ListRef, sku: string, qty: number): SavedList {
  const id = transaction(db, () => {
    const listId = Number(ownList(db, account.id, ref).id);
    if (qty === 0) {
      db.prepare('DELETE FROM saved_list_lines WHERE list_id = ? AND sku = ?').run(listId, sku.trim());
      touch(db, listId);
    } else {
      const known = catalogSku(db, sku);
      if (!known) throw unknownSku('sku', sku);
      const changed = db
        .prepare('UPDATE saved_list_lines SET qty = ? WHERE list_id = ? AND sku = ?')
        .run(qty, listId, known).changes;
      if (changed === 0) addLines(db, listId, [{ sku: known, qty }]);
      else touch(db, listId);
    }
    return listId;
  });
  return listOf(db, account, id);
}
