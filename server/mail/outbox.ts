import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { headerText } from './neutral.ts';
import { deliver } from './transport.ts';

/** A mail to queue. Recipients come from `addresses.ts`, never from the browser. */
export interface OutgoingMail {
  kind: string;
  from: string;
  to: string;
  cc?: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** A second identical mail within this window is the same submission sent twice: it is not re-sent. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** How long one delivery attempt holds a row before another may try it. */
const LEASE_MS = 2 * 60_000;
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 6 * 60 * 60_000;

const rowSchema = z.object({
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

/**
 * Stores a mail in the outbox and answers its id. Call it in the same transaction that stores what
 * the mail is about, then `deliverSoon` after the commit.
 */
export function queueMail(db: DatabaseSync, mail: OutgoingMail, now = new Date()): number {
  const subject = headerText(mail.subject);
  const duplicate = db
    .prepare(
      'SELECT id FROM outbox WHERE mail_to = ? AND subject = ? AND body = ? AND created_at >= ? ORDER BY id DESC LIMIT 1',
    )
    .get(mail.to, subject, mail.text, new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString());
  if (duplicate) return Number(duplicate.id);
  const created = now.toISOString();
  const result = db
    .prepare(
      `INSERT INTO outbox (kind, mail_from, mail_to, cc, reply_to, subject, body, created_at, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(mail.kind, mail.from, mail.to, mail.cc ?? '', mail.replyTo ?? '', subject, mail.text, created, created);
  return Number(result.lastInsertRowid);
}

/** Takes the row for one attempt unless it is sent or another attempt holds it. */
function claim(db: DatabaseSync, id: number, now: Date) {
  const claimed = db
    .prepare(
      `UPDATE outbox SET locked_until = ? WHERE id = ? AND sent_at IS NULL
       AND (locked_until IS NULL OR locked_until < ?)`,
    )
    .run(new Date(now.getTime() + LEASE_MS).toISOString(), id, now.toISOString());
  if (claimed.changes === 0) return undefined;
  return rowSchema.parse(db.prepare('SELECT * FROM outbox WHERE id = ?').get(id));
}

/** Tries to deliver one queued mail; a failure is recorded on the row and scheduled for a retry. */
export async function attemptDelivery(ctx: AppContext, id: number, now = new Date()): Promise<boolean> {
  const row = claim(ctx.db, id, now);
  if (!row) return false;
  const attemptedAt = new Date().toISOString();
  try {
    const deliveredAs = await deliver(ctx.config, {
      id: row.id,
      kind: row.kind,
      from: row.mail_from,
      to: row.mail_to,
      cc: row.cc,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.body,
    });
    ctx.db
      .prepare(
        `UPDATE outbox SET attempts = attempts + 1, last_attempt_at = ?, sent_at = ?, delivered_as = ?,
         last_error = NULL, locked_until = NULL WHERE id = ?`,
      )
      .run(attemptedAt, new Date().toISOString(), deliveredAs, id);
    return true;
  } catch (error) {
    const delay = Math.min(RETRY_BASE_MS * 2 ** row.attempts, RETRY_MAX_MS);
    ctx.db
      .prepare(
        `UPDATE outbox SET attempts = attempts + 1, last_attempt_at = ?, last_error = ?, next_attempt_at = ?,
         locked_until = NULL WHERE id = ?`,
      )
      .run(
        attemptedAt,
        error instanceof Error ? error.message : String(error),
        new Date(Date.now() + delay).toISOString(),
        id,
      );
    return false;
  }
}

const inFlight = new Set<Promise<unknown>>();

/** Starts delivery of a freshly queued mail without holding up the HTTP answer. */
export function deliverSoon(ctx: AppContext, id: number): void {
  const attempt = new Promise((resolve) => setImmediate(resolve))
    .then(() => attemptDelivery(ctx, id))
    .catch((cause: unknown) => console.error(new Error(`Mail ${id} could not be attempted`, { cause })))
    .finally(() => inFlight.delete(attempt));
  inFlight.add(attempt);
}

/** Resolves when every delivery started by `deliverSoon` has finished; call it before closing the database. */
export async function settleDeliveries(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** Attempts every unsent mail that is due by `now`, one after another. Answers how many were sent. */
export async function retryOutbox(ctx: AppContext, now = new Date()): Promise<{ sent: number; failed: number }> {
  const due = ctx.db
    .prepare('SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY id')
    .all(now.toISOString())
    .map((row) => Number(row.id));
  let sent = 0;
  for (const id of due) if (await attemptDelivery(ctx, id, now)) sent += 1;
  return { sent, failed: due.length - sent };
}

/** Retries the outbox now and then every `intervalMs`; answers a function that stops it. */
export function startOutboxRetry(ctx: AppContext, intervalMs = RETRY_BASE_MS): () => void {
  const run = () => {
    retryOutbox(ctx).catch((cause: unknown) => console.error(new Error('Outbox retry failed', { cause })));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
