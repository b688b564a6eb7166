import type { DatabaseSync, SQLOutputValue, StatementSync } from 'node:sqlite';
import * as z from 'zod/mini';

type Row = Record<string, SQLOutputValue>;

/** Columns SQLite answers as 0/1 that the contract calls booleans. */
const flagColumns = ['isNew', 'hd4k', 'isTAA'];

/** The list schema of each row schema: made once, not for every call (a build makes 120,000). */
const lists = new WeakMap<z.ZodMiniType, z.ZodMiniArray>();

/**
 * Reads rows whose columns are already named as the contract names them into the contract's shape,
 * turning 0/1 flags into booleans. A row that does not fit is a server bug and throws.
 */
export function parseRows<S extends z.ZodMiniType>(schema: S, rows: readonly Row[]): z.output<S>[] {
  let list = lists.get(schema);
  if (!list) lists.set(schema, (list = z.array(schema)));
  return (list as z.ZodMiniArray<S>).parse(
    rows.map((row) => {
      const copy: Record<string, unknown> = { ...row };
      for (const column of flagColumns) if (column in copy) copy[column] = copy[column] === 1;
      return copy;
    }),
  );
}

/** SQL select list of a product card (`p` = products). */
export const cardColumns = "p.sku, p.title, p.subtitle, coalesce(p.kproimage, '') AS kproimage, p.is_new AS isNew";

const statements = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/** A prepared statement, compiled once per database connection. */
export function statement(db: DatabaseSync, sql: string): StatementSync {
  let byText = statements.get(db);
  if (!byText) statements.set(db, (byText = new Map()));
  let prepared = byText.get(sql);
  if (!prepared) byText.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}
