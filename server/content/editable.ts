import type { BlogPostCopy, NewsItemCopy, PartnerCopy, ProductCopy } from '../../src/api/staff-content.ts';
import type { Db } from '../db/index.ts';
import type { HtmlTable } from '../db/html-columns.ts';
import { cleanedForWrite } from '../http/visible-html.ts';

/**
 * The records staff edit and the public columns each form field is published into. A publish
 * writes a draft's fields into these columns (inserting the row of a record created in the
 * editor); a rollback writes the columns it replaced back (deleting a created row).
 */
export type EditableKind = 'product' | 'blog' | 'news' | 'partner';

/** A record's public columns, as stored. */
export type Columns = Record<string, string | number | null>;

const PRODUCT_COLUMNS = {
  title: 'title',
  subtitle: 'subtitle',
  description: 'description',
  features: 'features',
  specs: 'specs',
  metaDescription: 'metadesc',
} as const satisfies Record<keyof ProductCopy, string>;

const BLOG_COLUMNS = {
  title: 'title',
  date: 'blogdate',
  subcategory: 'subcategory_id',
  body: 'content',
  picture: 'childimg',
  metaDescription: 'meta_description',
} as const satisfies Record<keyof BlogPostCopy, string>;

const NEWS_COLUMNS = {
  title: 'title',
  date: 'newsdate',
  teaser: 'teaser',
  body: 'newscontent',
  link: 'newslink',
} as const satisfies Record<keyof NewsItemCopy, string>;

const PARTNER_COLUMNS = {
  name: 'name',
  region: 'region',
  logo: 'logo',
  city: 'city',
  address: 'address',
  tel: 'tel',
  email: 'email',
  url: 'url',
} as const satisfies Record<keyof PartnerCopy, string>;

interface Editable {
  table: 'products' | 'blogs' | 'news' | 'partners';
  key: 'sku' | 'pkblogid' | 'id';
  columns: Record<string, string>;
}

const EDITABLE: Record<EditableKind, Editable> = {
  product: { table: 'products', key: 'sku', columns: PRODUCT_COLUMNS },
  blog: { table: 'blogs', key: 'pkblogid', columns: BLOG_COLUMNS },
  news: { table: 'news', key: 'id', columns: NEWS_COLUMNS },
  partner: { table: 'partners', key: 'id', columns: PARTNER_COLUMNS },
};

/** Columns the site reads as "none" when null rather than empty (a news item without an outside link). */
const NULL_WHEN_EMPTY = new Set(['newslink']);

/** The key of a record created in the editor and not published yet. */
export const isNewKey = (key: string) => key.startsWith('new-');

const keyValue = (kind: EditableKind, key: string) => (kind === 'product' ? key : Number(key));

export const editableOf = (kind: EditableKind): Editable => EDITABLE[kind];

/** The record's public columns that the editor changes; undefined when there is no such record. */
export async function readColumns(db: Db, kind: EditableKind, key: string): Promise<Columns | undefined> {
  if (isNewKey(key)) return undefined;
  const { table, key: keyColumn, columns } = EDITABLE[kind];
  const row = await db
    .selectFrom(table)
    .select(Object.values(columns) as never[])
    .where(keyColumn as never, '=', keyValue(kind, key) as never)
    .executeTakeFirst();
  return row as Columns | undefined;
}

/** HTML columns as cleaned and marked for storing (see server/http/visible-html.ts); partners hold none. */
const stored = (table: Editable['table'], values: Columns): Columns =>
  table === 'partners' ? values : { ...values, ...cleanedForWrite(table satisfies HtmlTable, values) };

export async function writeColumns(db: Db, kind: EditableKind, key: string, values: Columns): Promise<void> {
  const { table, key: keyColumn } = EDITABLE[kind];
  await db
    .updateTable(table)
    .set(stored(table, values) as never)
    .where(keyColumn as never, '=', keyValue(kind, key) as never)
    .execute();
}

/** Inserts a record created in the editor; answers its key. */
export async function insertColumns(db: Db, kind: EditableKind, values: Columns): Promise<string> {
  const { table, key: keyColumn } = EDITABLE[kind];
  const row = await db
    .insertInto(table)
    .values(stored(table, values) as never)
    .returning(keyColumn as never)
    .executeTakeFirstOrThrow();
  return String((row as Record<string, unknown>)[keyColumn]);
}

/** Deletes a created record again (a rollback of the publish that inserted it). */
export async function deleteRecord(db: Db, kind: EditableKind, key: string): Promise<void> {
  const { table, key: keyColumn } = EDITABLE[kind];
  await db
    .deleteFrom(table)
    .where(keyColumn as never, '=', keyValue(kind, key) as never)
    .execute();
}

/** A form's fields as the record's columns; a field the form did not have is left as it is. */
export function columnsOf(kind: EditableKind, copy: Record<string, string>): Columns {
  const { columns } = EDITABLE[kind];
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([field]) => field in copy)
      .map(([field, column]) => [column, NULL_WHEN_EMPTY.has(column) && copy[field] === '' ? null : copy[field]!]),
  );
}

/** A record's columns as the form's fields (a missing value reads as empty, an id as text). */
export function copyOf<T extends Record<string, string>>(kind: EditableKind, row: Columns): T {
  const { columns } = EDITABLE[kind];
  return Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, String(row[column] ?? '')])) as T;
}
