import { hash } from 'node:crypto';
import type * as z from 'zod/mini';
import { cleanHtml } from '../../src/domain/html/sanitize.node.ts';
import { parseRows, type Row } from '../catalog/rows.ts';
import { HTML_COLUMNS, type HtmlTable } from '../db/html-columns.ts';

/**
 * Catalogue and content HTML as a reader may see it: internal notes (blocks marked `hidden` or
 * styled `display:none`) and anything unsafe removed by the site's one rule
 * (`src/domain/html/sanitize.node.ts`). Every write the product makes stores its HTML so cleaned,
 * with `html_digest`, a digest of the row's HTML fields as cleaned. A read takes a row whose fields
 * still match its digest as it is, and cleans any other (written by hand in SQL, or stored before
 * the digest existed), so the API, and the build that renders its answers, never hand out HTML
 * the rule did not pass, and clean nothing twice.
 */
export const visibleHtml = cleanHtml;

/** The mark of a row's HTML fields, in the order of HTML_COLUMNS. Detects change; no secret. */
export const htmlDigest = (texts: readonly string[]): string => hash('sha1', texts.join('\u001f'));

const textsOf = (record: unknown, table: HtmlTable) =>
  HTML_COLUMNS[table].fields.map((field) => String((record as Record<string, unknown>)[field] ?? ''));

/**
 * The HTML columns of a row about to be written, cleaned, with the digest marking them so. A write
 * of none leaves the mark as it is; of only some, clears it: the row is then cleaned at read until
 * the sweep (server/content/mark-clean-html.ts) marks it.
 */
export function cleanedForWrite(table: HtmlTable, values: Record<string, unknown>): Record<string, string | null> {
  const { fields } = HTML_COLUMNS[table];
  const present = fields.filter((field) => typeof values[field] === 'string');
  if (present.length === 0) return {};
  const cleaned = Object.fromEntries(present.map((field) => [field, visibleHtml(String(values[field]))]));
  return { ...cleaned, html_digest: present.length === fields.length ? htmlDigest(textsOf(cleaned, table)) : null };
}

/** Whether a row's HTML fields are as a write cleaned them (its digest still matches). */
export const isMarkedClean = (record: unknown, table: HtmlTable, digest: unknown): boolean =>
  typeof digest === 'string' && digest === htmlDigest(textsOf(record, table));

/** A record with its table's HTML fields as a reader may see them: as stored when marked clean. */
export function withVisibleHtml<T>(record: T, table: HtmlTable, digest: unknown): T {
  if (isMarkedClean(record, table, digest)) return record;
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const field of HTML_COLUMNS[table].fields) {
    if (typeof copy[field] === 'string') copy[field] = visibleHtml(copy[field]);
  }
  return copy as T;
}

/** Rows read into the contract's shape (`parseRows`) with their HTML as a reader may see it. */
export const visibleRows = <S extends z.ZodMiniType>(
  table: HtmlTable,
  schema: S,
  rows: readonly Row[],
): z.output<S>[] =>
  parseRows(schema, rows).map((record, index) => withVisibleHtml(record, table, rows[index]?.html_digest));
