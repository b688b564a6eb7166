import type { SubmissionAck } from '../../src/api/ack.ts';
import type { AppContext } from '../context.ts';
import { sql, type Db } from '../db/index.ts';
import { mailboxes } from '../mail/addresses.ts';
import { bodyText } from '../mail/neutral.ts';
import { deliverSoon, queueMail, type OutgoingMail } from '../mail/outbox.ts';
import type { FormKind } from './forms.ts';

/** Fields the browser sends to choose recipients; they are filed with the submission, never used. */
const UNTRUSTED_MAIL_FIELDS = new Set(['mailTo', 'mailFrom']);

/** A field's value as a mail shows it: '-' when empty, Yes/No, free text neutralised. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // JSON writes a line break inside a string as \n, so an object stays on its line.
  return typeof value === 'object' ? JSON.stringify(value) : bodyText(String(value));
}

/** Plain-text mail body listing every submitted field, each value neutralised (see neutral.ts). */
export function formMailText(label: string, payload: Record<string, unknown>): string {
  const lines = Object.entries(payload)
    .filter(([key]) => !UNTRUSTED_MAIL_FIELDS.has(key))
    .map(([key, value]) => `${key}: ${formatValue(value)}`);
  return [`${label} submitted on the website.`, '', ...lines, ''].join('\n');
}

/**
 * Files a submission and queues its mail; answers both ids. Run it inside the transaction that
 * stores anything else the submission causes, and call `deliverSoon` after the commit.
 */
export async function fileSubmission(
  db: Db,
  kind: string,
  payload: object,
  mail: OutgoingMail,
  accountId: number | null = null,
): Promise<{ submissionId: number; outboxId: number }> {
  const outboxId = await queueMail(db, mail);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO submissions (kind, payload, account_id, outbox_id, created_at)
    VALUES (${kind}, ${JSON.stringify(payload)}, ${accountId}, ${outboxId}, ${new Date().toISOString()})
    RETURNING id`.execute(db);
  return { submissionId: rows[0]!.id, outboxId };
}

/**
 * Stores a form submission, then queues its mail to the form's fixed mailbox (reply-to the
 * visitor) and starts delivery without waiting for it. A mail failure never loses the submission.
 */
export async function submitForm(
  ctx: AppContext,
  form: FormKind,
  payload: Record<string, unknown>,
  from: { name: string | null; email: string },
): Promise<SubmissionAck> {
  const sender = from.name ? `${from.name} <${from.email}>` : from.email;
  const mail = {
    kind: form.kind,
    from: mailboxes.noReply,
    to: form.to,
    replyTo: from.email,
    subject: `${form.label} from ${sender}`,
    text: formMailText(form.label, payload),
  };
  const { submissionId, outboxId } = await ctx.db
    .transaction()
    .execute((trx) => fileSubmission(trx, form.kind, payload, mail));
  deliverSoon(ctx, outboxId);
  return { status: 200, id: submissionId };
}
