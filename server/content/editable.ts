import type { BlogPostCopy, ProductCopy } from '../../src/api/staff-content.ts';
import type { Db } from '../db/index.ts';

/**
 * The records staff edit and the public columns each form field is published into. A publish
 * writes a draft's fields into these columns; a rollback writes the columns it replaced back.
 */
export type EditableKind = 'product' | 'blog';

/** A record's public columns, as stored. */
export type Columns = Record<string, string | null>;

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
  body: 'content',
  picture: 'childimg',
  metaDescription: 'meta_description',
} as const satisfies Record<keyof BlogPostCopy, string>;

interface Editable {
  table: 'products' | 'blogs';
  key: 'sku' | 'pkblogid';
  columns: Record<string, string>;
}

const EDITABLE: Record<EditableKind, Editable> = {
  product: { table: 'products', key: 'sku', columns: PRODUCT_COLUMNS },
  blog: { table: 'blogs', key: 'pkblogid', columns: BLOG_COLUMNS },
};

const keyValue = (kind: EditableKind, key: string) => (kind === 'blog' ? Number(key) : key);

/** The record's public columns that the editor changes; undefined when there is no such record. */
export async function readColumns(db: Db, kind: EditableKind, key: string): Promise<Columns | undefined> {
  const { table, key: keyColumn, columns } = EDITABLE[kind];
  const row = await db
    .selectFrom(table)
    .select(Object.values(columns) as never[])
    .where(keyColumn as never, '=', keyValue(kind, key) as never)
    .executeTakeFirst();
  return row as Columns | undefined;
}

export async function writeColumns(db: Db, kind: EditableKind, key: string, values: Columns): Promise<void> {
  const { table, key: keyColumn } = EDITABLE[kind];
  await db
    .updateTable(table)
    .set(values as never)
    .where(keyColumn as never, '=', keyValue(kind, key) as never)
    .execute();
}

/** A form's fields as the record's columns. */
export function columnsOf(kind: EditableKind, copy: Record<string, string>): Columns {
  const { columns } = EDITABLE[kind];
  return Object.fromEntries(Object.entries(columns).map(([field, column]) => [column, copy[field] ?? '']));
}

/** A record's columns as the form's fields (a missing meta description reads as empty). */
export function copyOf<T extends Record<string, string>>(kind: EditableKind, row: Columns): T {
  const { columns } = EDITABLE[kind];
  return Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, row[column] ?? ''])) as T;
}
