import { z } from 'zod';
import { sql, type Db } from '../db/index.ts';

/** How long one delivery attempt holds a row before another attempt (on any node) may take it. */
export const LEASE_MS = 2 * 60_000;

const claimedRow = z.object({
  id: z.number(),
  kind: z.string(),
  mail_from: z.string(),
  mail_to: z.string(),
  cc: z.string(),
  reply_to: z.string(),
  subject: z.string(),
  body: z.string(),
  attempts: z.number(),
});

/** An outbox row taken for one delivery attempt. */
export type ClaimedMail = z.infer<typeof claimedRow>;

const COLUMNS = sql.raw('id, kind, mail_from, mail_to, cc, reply_to, subject, body, attempts');

const leaseEnd = (now: Date) => new Date(now.getTime() + LEASE_MS).toISOString();

/** Unsent and not held by an attempt still running. */
const free = (now: Date) => sql`sent_at IS NULL AND (locked_until IS NULL OR locked_until < ${now.toISOString()})`;

/** Takes one row for an attempt, in one statement, unless it is sent or another attempt holds it. */
export async function claimOne(db: Db, id: number, now: Date): Promise<ClaimedMail | undefined> {
  const { rows } = await sql<ClaimedMail>`
    UPDATE outbox SET locked_until = ${leaseEnd(now)} WHERE id = ${id} AND ${free(now)}
    RETURNING ${COLUMNS}`.execute(db);
  return rows[0] ? claimedRow.parse(rows[0]) : undefined;
}

/**
 * Takes the next due row after `afterId`. Rows another node is taking at this moment are skipped,
 * not waited for, and each row goes to one taker only.
 */
export async function claimNextDue(db: Db, afterId: number, now: Date): Promise<ClaimedMail | undefined> {
  const { rows } = await sql<ClaimedMail>`
    UPDATE outbox SET locked_until = ${leaseEnd(now)}
    WHERE id IN (
      SELECT id FROM outbox
      WHERE id > ${afterId} AND next_attempt_at <= ${now.toISOString()} AND ${free(now)}
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    RETURNING ${COLUMNS}`.execute(db);
  return rows[0] ? claimedRow.parse(rows[0]) : undefined;
}

export async function recordSent(db: Db, id: number, attemptedAt: string, deliveredAs: string): Promise<void> {
  await sql`
    UPDATE outbox SET attempts = attempts + 1, last_attempt_at = ${attemptedAt}, sent_at = ${new Date().toISOString()},
      delivered_as = ${deliveredAs}, last_error = NULL, locked_until = NULL
    WHERE id = ${id}`.execute(db);
}

export async function recordFailure(
  db: Db,
  id: number,
  attemptedAt: string,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await sql`
    UPDATE outbox SET attempts = attempts + 1, last_attempt_at = ${attemptedAt}, last_error = ${error},
      next_attempt_at = ${nextAttemptAt.toISOString()}, locked_until = NULL
    WHERE id = ${id}`.execute(db);
}
