import type { DatabaseSync, SQLOutputValue, StatementSync } from 'node:sqlite';
import * as z from 'zod/mini';
import type { Logger } from '../log.ts';

type Row = Record<string, SQLOutputValue>;

/** Columns SQLite answers as 0/1 that the contract calls booleans. */
const flagColumns = ['isNew', 'hd4k', 'isTAA'];

/** The list schema of each row schema: made once, not for every call (a build makes 120,000). */
const lists = new WeakMap<z.ZodMiniType, z.ZodMiniArray>();

/** A row with its columns as the contract has them: 0/1 flags as booleans. */
function contractRow(row: Row): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...row };
  for (const column of flagColumns) if (column in copy) copy[column] = copy[column] === 1;
  return copy;
}

/**
 * Reads rows whose columns are already named as the contract names them into the contract's shape,
 * turning 0/1 flags into booleans. A row that does not fit is a server bug and throws.
 */
export function parseRows<S extends z.ZodMiniType>(schema: S, rows: readonly Row[]): z.output<S>[] {
  let list = lists.get(schema);
  if (!list) lists.set(schema, (list = z.array(schema)));
  return (list as z.ZodMiniArray<S>).parse(rows.map(contractRow));
}

/** Told of a stored record left out of an answer because it does not fit the contract. */
export type SkipRecord = (row: Row, error: z.core.$ZodError) => void;

/**
 * The rows that fit the contract, for lists (search suggestions and results): one corrupt record
 * is left out and reported to `skip`, so it does not fail every answer that would include it.
 */
export function fittingRows<S extends z.ZodMiniType>(schema: S, rows: readonly Row[], skip: SkipRecord): z.output<S>[] {
  const fitting: z.output<S>[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(contractRow(row));
    if (parsed.success) fitting.push(parsed.data);
    else skip(row, parsed.error);
  }
  return fitting;
}

/** Logs a record left out (its sku and the fields that broke), for an editor to repair. */
export const logSkipped =
  (logger: Logger): SkipRecord =>
  (row, error) =>
    logger.error(
      { event: 'stored record skipped', sku: row.sku, fields: error.issues.map((issue) => issue.path.join('.')) },
      'stored record skipped',
    );

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
