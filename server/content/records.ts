import type { ContentRecordKind } from '../../src/api/staff-content.ts';
import type { Db } from '../db/index.ts';
import { draftKeys } from './drafts.ts';
import { isNewKey } from './editable.ts';

/** A record in the editor's list: key, title (a partner's name), date (a partner's city), draft or not. */
export interface ListedRecord {
  key: string;
  title: string;
  detail: string;
  draft: boolean;
}

async function publishedRecords(db: Db, kind: ContentRecordKind) {
  if (kind === 'blog')
    return db
      .selectFrom('blogs')
      .select(['pkblogid as key', 'title', 'blogdate as detail'])
      .orderBy('blogdate', 'desc')
      .orderBy('pkblogid', 'desc')
      .execute();
  if (kind === 'news')
    return db
      .selectFrom('news')
      .select(['id as key', 'title', 'newsdate as detail'])
      .orderBy('newsdate', 'desc')
      .orderBy('id', 'desc')
      .execute();
  return db.selectFrom('partners').select(['id as key', 'name as title', 'city as detail']).orderBy('name').execute();
}

/** The fields of the drafts of records created in the editor and not published yet, oldest first. */
async function createdDrafts(db: Db, kind: ContentRecordKind) {
  const rows = await db
    .selectFrom('content_drafts')
    .select(['record_key', 'fields'])
    .where('kind', '=', kind)
    .orderBy('saved_at')
    .execute();
  return rows
    .filter((row) => isNewKey(row.record_key))
    .map((row) => ({ key: row.record_key, fields: JSON.parse(row.fields) as Record<string, string> }));
}

/**
 * The records of a kind as the editor lists them: created records not published yet first (their
 * draft's title), then the published ones (their published title, marked when a draft waits).
 */
export async function listRecords(db: Db, kind: ContentRecordKind): Promise<ListedRecord[]> {
  const [published, created, drafts] = await Promise.all([
    publishedRecords(db, kind),
    createdDrafts(db, kind),
    draftKeys(db, kind),
  ]);
  const titleField = kind === 'partner' ? 'name' : 'title';
  const detailField = kind === 'partner' ? 'city' : 'date';
  return [
    ...created.map(({ key, fields }) => ({
      key,
      title: fields[titleField] ?? '',
      detail: fields[detailField] ?? '',
      draft: true,
    })),
    ...published.map((row) => ({
      key: String(row.key),
      title: row.title,
      detail: row.detail,
      draft: drafts.has(String(row.key)),
    })),
  ];
}
