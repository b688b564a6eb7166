import type { AppContext } from '../context.ts';
import { log, type Logger } from '../log.ts';
import { sql, type Db } from '../db/index.ts';
import { claimNextDue, claimOne, recordFailure, recordSent, type ClaimedMail } from './claims.ts';
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
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 6 * 60 * 60_000;
/** The class of the advisory locks that make identical mails queue one at a time. */
const QUEUE_LOCK_CLASS = 0x6d61696c;

async function queueIn(trx: Db, mail: OutgoingMail, now: Date): Promise<number> {
  const subject = headerText(mail.subject);
  // Identical mails queued at once (by any node) wait for each other here, so the second finds the first.
  await sql`SELECT pg_advisory_xact_lock(${QUEUE_LOCK_CLASS}, hashtext(${`${mail.to}\n${subject}\n${mail.text}`}))`.execute(
    trx,
  );
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
  const duplicate = await sql<{ id: number }>`
    SELECT id FROM outbox WHERE mail_to = ${mail.to} AND subject = ${subject} AND body = ${mail.text}
      AND created_at >= ${since}
    ORDER BY id DESC LIMIT 1`.execute(trx);
  if (duplicate.rows[0]) return duplicate.rows[0].id;
  const created = now.toISOString();
  const { rows } = await sql<{ id: number }>`
    INSERT INTO outbox (kind, mail_from, mail_to, cc, reply_to, subject, body, created_at, next_attempt_at)
    VALUES (${mail.kind}, ${mail.from}, ${mail.to}, ${mail.cc ?? ''}, ${mail.replyTo ?? ''}, ${subject}, ${mail.text},
            ${created}, ${created})
    RETURNING id`.execute(trx);
  return rows[0]!.id;
}

/**
 * Stores a mail in the outbox and answers its id. Call it in the same transaction that stores what
 * the mail is about, then `deliverSoon` after the commit.
 */
export function queueMail(db: Db, mail: OutgoingMail, now = new Date()): Promise<number> {
  return db.isTransaction ? queueIn(db, mail, now) : db.transaction().execute((trx) => queueIn(trx, mail, now));
}

/** One delivery attempt of a claimed row; a failure is recorded on the row and scheduled for a retry. */
async function sendClaimed(ctx: AppContext, row: ClaimedMail): Promise<boolean> {
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
    await recordSent(ctx.db, row.id, attemptedAt, deliveredAs);
    return true;
  } catch (error) {
    const delay = Math.min(RETRY_BASE_MS * 2 ** row.attempts, RETRY_MAX_MS);
    const message = error instanceof Error ? error.message : String(error);
    await recordFailure(ctx.db, row.id, attemptedAt, message, new Date(Date.now() + delay));
    return false;
  }
}

/** Tries to deliver one queued mail unless it is sent or another attempt holds it; answers whether it was sent. */
export async function attemptDelivery(ctx: AppContext, id: number, now = new Date()): Promise<boolean> {
  const row = await claimOne(ctx.db, id, now);
  return row ? sendClaimed(ctx, row) : false;
}

/** Deliveries and mail work after an answer this process started, finished before the database closes. */
const inFlight = new Set<Promise<unknown>>();

/** Runs `work` once the current answer is on its way, tracked so that `settleDeliveries` waits for it. */
function soon(work: () => Promise<unknown>, onError: (cause: unknown) => void): void {
  const attempt = new Promise((resolve) => setImmediate(resolve))
    .then(work)
    .catch(onError)
    .finally(() => inFlight.delete(attempt));
  inFlight.add(attempt);
}

/** Starts delivery of a freshly queued mail without holding up the HTTP answer. */
export function deliverSoon(ctx: AppContext, id: number): void {
  soon(
    () => attemptDelivery(ctx, id),
    (cause) => console.error(new Error(`Mail ${id} could not be attempted`, { cause })),
  );
}

/**
 * Runs `work` (which stores and queues a mail, then calls `deliverSoon`) after the HTTP answer, for a
 * call whose answer must not show, even by its time, whether there was anything to mail. A failure
 * is logged as `what`.
 */
export function mailAfterAnswer(what: string, work: () => Promise<void>, logger: Logger = log): void {
  soon(work, (err) => logger.error({ err }, `${what} failed`));
}

/**
 * Resolves when every delivery started by `deliverSoon`, and all work of `mailAfterAnswer`, has finished;
 * call it before closing the database.
 */
export async function settleDeliveries(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/**
 * Attempts every unsent mail that is due by `now`, one after another, each taken in the database
 * first: passes running at once on several nodes share the mails out, and each is sent once.
 * Answers how many of the mails this pass took were sent.
 */
export async function retryOutbox(ctx: AppContext, now = new Date()): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  // Onwards by id, so a mail that fails again within this pass is left for the next one.
  for (let row = await claimNextDue(ctx.db, 0, now); row; row = await claimNextDue(ctx.db, row.id, now)) {
    if (await sendClaimed(ctx, row)) sent += 1;
    else failed += 1;
  }
  return { sent, failed };
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
