import { type Db, sql } from '../db/index.ts';

/** How often a node asks the database whether the catalogue changed: edits through any node show within this. */
export const RECHECK_MS = 1000;

export interface RevisionOptions {
  /** At most one question to the database per this many milliseconds (0: every call asks). */
  recheckMs?: number;
  /** The clock, in milliseconds. */
  now?: () => number;
}

/** The catalogue's revision now (meta.catalog_revision, '0' in a new database). */
export async function catalogRevision(db: Db): Promise<string> {
  const { rows } = await sql<{ value: string }>`SELECT value FROM meta WHERE key = 'catalog_revision'`.execute(db);
  return rows[0]?.value ?? '0';
}

/**
 * The catalogue's revision (meta.catalog_revision) as the database has it, read at most once per
 * `recheckMs`: every node on the database sees an edit made through any other within that time,
 * for one small query a second. Calls while the question is out share its answer.
 */
export function createRevisionWatch(db: Db, { recheckMs = RECHECK_MS, now = Date.now }: RevisionOptions = {}) {
  let known: string | undefined;
  let askedAt = -Infinity;
  let asking: Promise<string> | undefined;

  async function ask(): Promise<string> {
    try {
      known = await catalogRevision(db);
      return known;
    } finally {
      asking = undefined;
    }
  }

  return (): Promise<string> => {
    if (asking) return asking;
    if (known !== undefined && now() - askedAt < recheckMs) return Promise.resolve(known);
    askedAt = now();
    return (asking = ask());
  };
}

export type RevisionWatch = ReturnType<typeof createRevisionWatch>;
