import type { Db } from '../db/index.ts';
import { columnsOf, readColumns, writeColumns, type EditableKind } from './editable.ts';

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
      const before = await readColumns(trx, draft.kind, draft.record_key);
      if (!before) continue;
      await writeColumns(trx, draft.kind, draft.record_key, columnsOf(draft.kind, JSON.parse(draft.fields)));
      await trx
        .insertInto('content_revisions')
        .values({
          build,
          kind: draft.kind,
          record_key: draft.record_key,
          before: JSON.stringify(before),
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
 * edits undone. Answers how many records changed back.
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
      await writeColumns(
        trx,
        revision.kind,
        revision.record_key,
        JSON.parse(revision.before) as Record<string, string>,
      );
      if (asDrafts) await redraft(trx, revision.kind, revision.record_key, revision.after, revision.saved_by);
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
