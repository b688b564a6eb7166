import { HTML_COLUMNS, type HtmlTable } from '../db/html-columns.ts';
import { type Db, sql } from '../db/index.ts';
import { cleanedForWrite, isMarkedClean } from '../http/visible-html.ts';

/** Rows read at a time: a page of product texts is a few megabytes at most. */
const ROWS_PER_PAGE = 500;

type Row = Record<string, unknown>;

/**
 * Cleans and marks the rows of one table whose HTML does not match their digest; answers how many.
 * Each update applies only while the row's HTML is still what was read, so a write made meanwhile
 * (a publish, an editor, psql) is never overwritten: it is cleaned at read until the next sweep.
 */
async function markTable(db: Db, table: HtmlTable): Promise<number> {
  const { key, fields } = HTML_COLUMNS[table];
  const columns = sql.join([key, ...fields, 'html_digest'].map((name) => sql.ref(name)));
  let marked = 0;
  let after: unknown;
  for (;;) {
    const from = after === undefined ? sql`` : sql`WHERE ${sql.ref(key)} > ${after}`;
    const { rows } = await sql<Row>`SELECT ${columns} FROM ${sql.table(table)} ${from}
      ORDER BY ${sql.ref(key)} LIMIT ${ROWS_PER_PAGE}`.execute(db);
    for (const row of rows.filter((read) => !isMarkedClean(read, table, read.html_digest))) {
      const unchanged = sql.join(
        fields.map((field) => sql`${sql.ref(field)} = ${row[field]}`),
        sql` AND `,
      );
      const cleaned = Object.entries(cleanedForWrite(table, row)).map(
        ([name, value]) => sql`${sql.ref(name)} = ${value}`,
      );
      const { numAffectedRows = 0n } = await sql`UPDATE ${sql.table(table)} SET ${sql.join(cleaned)}
        WHERE ${sql.ref(key)} = ${row[key]} AND ${unchanged}`.execute(db);
      marked += Number(numAffectedRows);
    }
    if (rows.length < ROWS_PER_PAGE) return marked;
    after = rows.at(-1)?.[key];
  }
}

/**
 * Cleans once, and marks, the HTML of rows no write of the product stored: rows older than the
 * digest and rows written by hand in SQL. Until then each read cleans them (server/http/visible-html.ts);
 * after, reads take them as they are. Answers how many rows it marked.
 */
export async function markCleanHtml(db: Db): Promise<number> {
  let marked = 0;
  for (const table of Object.keys(HTML_COLUMNS) as HtmlTable[]) marked += await markTable(db, table);
  return marked;
}
