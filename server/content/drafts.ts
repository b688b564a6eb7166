import type { Db } from '../db/index.ts';
import { securityEvent, type Logger } from '../log.ts';
import type { EditableKind } from './editable.ts';

/** Who saves: the staff account signed in as itself. */
export interface Editor {
  accountId: number;
  userName: string;
}

/**
 * Saves an edit as the record's draft (replacing an earlier draft) and logs the save with who and
 * when, in the table and as a security event. Public answers do not change until a publish.
 */
export async function saveDraft(
  db: Db,
  kind: EditableKind,
  key: string,
  fields: Record<string, string>,
  editor: Editor,
  log?: Logger,
): Promise<{ savedAt: string; savedBy: string }> {
  const savedAt = new Date().toISOString();
  const draft = { kind, record_key: key, fields: JSON.stringify(fields), saved_by: editor.userName, saved_at: savedAt };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('content_drafts')
      .values(draft)
      .onConflict((conflict) =>
        conflict.columns(['kind', 'record_key']).doUpdateSet({
          fields: draft.fields,
          saved_by: draft.saved_by,
          saved_at: draft.saved_at,
        }),
      )
      .execute();
    await trx
      .insertInto('content_saves')
      .values({ kind, record_key: key, account_id: editor.accountId, user_name: editor.userName, saved_at: savedAt })
      .execute();
  });
  securityEvent('content draft saved', { kind, record: key, account: editor.userName, at: savedAt }, log);
  return { savedAt, savedBy: editor.userName };
}

/** The record's draft fields, when it has a draft. */
export async function draftOf(db: Db, kind: EditableKind, key: string): Promise<Record<string, string> | undefined> {
  const row = await db
    .selectFrom('content_drafts')
    .select('fields')
    .where('kind', '=', kind)
    .where('record_key', '=', key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.fields) as Record<string, string>) : undefined;
}

/** Keys of the records of a kind that have drafts. */
export async function draftKeys(db: Db, kind: EditableKind): Promise<Set<string>> {
  const rows = await db.selectFrom('content_drafts').select('record_key').where('kind', '=', kind).execute();
  return new Set(rows.map((row) => row.record_key));
}
