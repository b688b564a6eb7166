import * as z from 'zod/mini';
import type { Logger } from '../log.ts';

/** A row as the database answers it, its columns already named as the contract names them. */
export type Row = Record<string, unknown>;

/** The list schema of each row schema: made once, not for every call (a build makes 120,000). */
const lists = new WeakMap<z.ZodMiniType, z.ZodMiniArray>();

/** Reads rows into the contract's shape. A row that does not fit is a server bug and throws. */
export function parseRows<S extends z.ZodMiniType>(schema: S, rows: readonly Row[]): z.output<S>[] {
  let list = lists.get(schema);
  if (!list) lists.set(schema, (list = z.array(schema)));
  return (list as z.ZodMiniArray<S>).parse(rows);
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
    const parsed = schema.safeParse(row);
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

/**
 * SQL select list of a product card (`p` = products). Camel-case names are quoted: PostgreSQL
 * folds unquoted names to lower case.
 */
export const cardColumns = `p.sku, p.title, p.subtitle, coalesce(p.kproimage, '') AS kproimage, p.is_new AS "isNew"`;
