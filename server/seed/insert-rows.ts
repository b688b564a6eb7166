import { HTML_COLUMNS } from '../db/html-columns.ts';
import { sql, type Db } from '../db/index.ts';
import { cleanedForWrite } from '../http/visible-html.ts';

/** PostgreSQL types of the columns the seed writes, as array element types. */
export type ColumnType = 'text' | 'integer' | 'boolean' | 'numeric';

/**
 * Rows per statement. Each column travels as one array parameter, so the limit is only the size
 * of one statement: a thousand products with their texts is a few megabytes.
 */
const rowsPerStatement = 1000;

/**
 * Inserts rows in order with one statement per thousand: every column is sent as one array and
 * unnest turns the arrays back into rows, so 20,000 products take seconds, not minutes. Table and
 * column names come from the seed's code, never from data. A table holding HTML gets it cleaned and
 * marked as every write stores it (server/http/visible-html.ts), so no read cleans it again.
 */
export async function insertRows<K extends string>(
  db: Db,
  table: string,
  columns: Readonly<Record<K, ColumnType>>,
  rows: readonly Readonly<Record<K, unknown>>[],
): Promise<void> {
  const html = Object.hasOwn(HTML_COLUMNS, table) ? (table as keyof typeof HTML_COLUMNS) : undefined;
  const types: Readonly<Record<string, ColumnType>> = html ? { ...columns, html_digest: 'text' } : columns;
  const names = Object.keys(types);
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const written: readonly Readonly<Record<string, unknown>>[] = rows.slice(start, start + rowsPerStatement);
    const batch = html ? written.map((row) => ({ ...row, ...cleanedForWrite(html, row) })) : written;
    const arrays = names.map((name) => sql`${batch.map((row) => row[name])}::${sql.raw(types[name] ?? 'text')}[]`);
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(names.map((name) => sql.ref(name)))})
      SELECT * FROM unnest(${sql.join(arrays)})`.execute(db);
  }
}

/**
 * After rows were written with their own ids, the identity column's sequence continues above
 * them, so rows added later by the site get fresh ids.
 */
export async function continueIdsAfterMax(db: Db, table: string, column: string): Promise<void> {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), max(${sql.ref(column)}))
    FROM ${sql.table(table)} HAVING count(*) > 0`.execute(db);
}
