import { randomUUID } from 'node:crypto';
import type { Db } from '../db/index.ts';
import {
  columnsOf,
  deleteRecord,
  insertColumns,
  isNewKey,
  readColumns,
  writeColumns,
  type Columns,
  type EditableKind,
} from './editable.ts';

type Draft = { kind: EditableKind; record_key: string; fields: string };

/**
 * Writes a draft into its record, inserting the record when the editor created it. Answers the
 * record's key and its columns before (null for a record the draft created), or undefined when the
 * record no longer exists.
 */
async function applyDraft(db: Db, draft: Draft): Promise<{ key: string; before: Columns | null } | undefined> {
  const columns = columnsOf(draft.kind, JSON.parse(draft.fields) as Record<string, string>);
  if (isNewKey(draft.record_key)) return { key: await insertColumns(db, draft.kind, columns), before: null };
  const before = await readColumns(db, draft.kind, draft.record_key);
  if (!before) return undefined;
  await writeColumns(db, draft.kind, draft.record_key, columns);
  return { key: draft.record_key, before };
}

/**
 * Applies every draft to the public tables in one transaction, just before a publish pulls the
 * catalogue, and records each record's columns before and the draft applied under `build`. Drafts of records
 * that no longer exist are dropped. Answers how many drafts went into the build.
 */
export async function publishDrafts(db: Db, build: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const drafts = await trx.selectFrom('content_drafts').selectAll().orderBy('saved_at').forUpdate().execute();
    const appliedAt = new Date().toISOString();
    for (const draft of drafts) {
      const applied = await applyDraft(trx, draft);
      if (!applied) continue;
      await trx
        .insertInto('content_revisions')
        .values({
          build,
          kind: draft.kind,
          record_key: applied.key,
          before: JSON.stringify(applied.before),
          after: draft.fields,
          saved_by: draft.saved_by,
          applied_at: appliedAt,
        })
        .execute();
    }
    await trx.deleteFrom('content_drafts').execute();
    return drafts.length;
  });
}

export interface UndoOptions {
  /**
   * A publish that failed gives its edits back as drafts (a newer draft of the same record wins);
   * a rollback does not, so a rolled-back edit does not come back with the next publish.
   */
  asDrafts: boolean;
}

/**
 * Puts back what `build`'s publish replaced, newest edit first, in one transaction, and marks those
 * edits undone: a record the publish created is deleted (given back, it is a created draft again).
 * Answers how many records changed back.
 */
export async function undoDrafts(db: Db, build: string, { asDrafts }: UndoOptions): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const applied = await trx
      .selectFrom('content_revisions')
      .selectAll()
      .where('build', '=', build)
      .where('undone_at', 'is', null)
      .orderBy('id', 'desc')
      .forUpdate()
      .execute();
    const undoneAt = new Date().toISOString();
    for (const revision of applied) {
      const before = JSON.parse(revision.before) as Columns | null;
      if (before === null) await deleteRecord(trx, revision.kind, revision.record_key);
      else await writeColumns(trx, revision.kind, revision.record_key, before);
      const key = before === null ? `new-${randomUUID()}` : revision.record_key;
      if (asDrafts) await redraft(trx, revision.kind, key, revision.after, revision.saved_by);
    }
    await trx
      .updateTable('content_revisions')
      .set({ undone_at: undoneAt })
      .where('build', '=', build)
      .where('undone_at', 'is', null)
      .execute();
    return applied.length;
  });
}

/** The draft a failed publish took, back unless the record has a newer one. */
async function redraft(db: Db, kind: EditableKind, key: string, fields: string, savedBy: string): Promise<void> {
  const draft = { kind, record_key: key, fields, saved_by: savedBy, saved_at: new Date().toISOString() };
  await db
    .insertInto('content_drafts')
    .values(draft)
    .onConflict((conflict) => conflict.columns(['kind', 'record_key']).doNothing())
    .execute();
}

/** Undoes, newest first, the edits of every build named after `after` (names sort by start time). */
async function undoBuildsAfter(db: Db, after: string | undefined, options: UndoOptions): Promise<number> {
  const rows = await db
    .selectFrom('content_revisions')
    .select('build')
    .distinct()
    .where('undone_at', 'is', null)
    .execute();
  // Compared here, not in SQL: a database collation may order the names' hyphens otherwise.
  const later = rows.map((row) => row.build).filter((build) => after === undefined || build > after);
  let undone = 0;
  for (const build of later.sort().reverse()) undone += await undoDrafts(db, build, options);
  return undone;
}

/**
 * Gives back as drafts the edits of publishes that never went live: builds named after the live
 * one whose edits were not undone, left by a publish killed before its switch. Builds rolled away
 * from were undone by the rollback. Answers how many records changed back.
 */
export const giveBackAbandoned = (db: Db, live: string | undefined): Promise<number> =>
  undoBuildsAfter(db, live, { asDrafts: true });

/**
 * A rollback to `build` puts back what every later build's edits replaced, so search, item details
 * and the blog follow the pages; those edits are not drafts again, so the next publish does not
 * quietly put them live. Answers how many records changed back.
 */
export const rollBackEditsAfter = (db: Db, build: string): Promise<number> =>
  undoBuildsAfter(db, build, { asDrafts: false });

/** The drafts' part in a publish of this database (see scripts/lib/publish/publish.ts). */
export const draftPublishing = (db: Db) => ({
  giveBackAbandoned: (live: string | undefined) => giveBackAbandoned(db, live),
  apply: (build: string) => publishDrafts(db, build),
  giveBack: (build: string) => undoDrafts(db, build, { asDrafts: true }),
});
