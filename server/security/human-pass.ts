import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { CallName } from '../../src/api/calls.ts';
import { HUMAN_PASS_HEADER } from '../../src/api/misc.ts';
import { ApiFailure } from '../http/errors.ts';

/** The calls that store a submission: each needs a pass (`X-Human-Pass`). */
export const humanVerifiedCalls = [
  'PlacingOrder',
  'DealerSignUp',
  'NewsLetterSignup',
  'PressEnquiry',
  'SalesEnquiry',
  'TechSupport',
  'DemoForm',
  'PostFAQ',
  'ProductEnquiry',
  'ProductEnquiryMail',
  'RegisterDealer',
] as const satisfies readonly CallName[];

/** Long enough for a slow form to be sent after its check; short enough that passes cannot be stocked. */
export const PASS_TTL_SECONDS = 120;
/** A pass is `<expiry seconds>.<nonce>.<signature>`; anything longer is not one. */
const MAX_PASS_LENGTH = 120;
const PASS_SHAPE = /^(\d{1,12})\.([A-Za-z0-9_-]{16,32})\.([A-Za-z0-9_-]{43})$/;

/**
 * The product page posts one enquiry to ProductEnquiry and then ProductEnquiryMail after a single
 * check: the second call may reuse the pass the first one spent, once.
 */
const PAIRED_USES: Record<string, string> = { ProductEnquiryMail: 'ProductEnquiry' };

const signatureOf = (secret: string, body: string) =>
  createHmac('sha256', `human-pass:${secret}`).update(body).digest('base64url');

/** A signed pass answered by an accepted ValidateCaptcha. */
export function issuePass(secret: string, now = Date.now()): string {
  const body = `${Math.floor(now / 1000) + PASS_TTL_SECONDS}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${signatureOf(secret, body)}`;
}

const refuse = (reason: string) =>
  new ApiFailure(403, 'Human verification failed. Please try again.', [{ field: HUMAN_PASS_HEADER, reason }]);

/**
 * Spends the pass sent with a form post or an order for the call `use`: refused with 403 when it is
 * missing, forged, expired or already spent. Orders spend it inside their transaction, so an order
 * that fails leaves the pass unspent.
 */
export function spendPass(db: DatabaseSync, secret: string, pass: string | undefined, use: string, now = Date.now()) {
  if (!pass) throw refuse('Verify that you are human first');
  const match = pass.length <= MAX_PASS_LENGTH ? PASS_SHAPE.exec(pass) : null;
  const [, expiry = '', nonce = '', signature = ''] = match ?? [];
  const expected = Buffer.from(signatureOf(secret, `${expiry}.${nonce}`));
  if (!match || !timingSafeEqual(Buffer.from(signature), expected)) throw refuse('Not a valid pass');
  const expiresAt = Number(expiry) * 1000;
  if (expiresAt <= now) throw refuse('The pass has expired');
  db.prepare('DELETE FROM spent_passes WHERE expires_at <= ?').run(now);
  const spent = db
    .prepare('INSERT INTO spent_passes (nonce, spent_by, expires_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
    .run(nonce, use, expiresAt);
  if (spent.changes === 1) return;
  const pairedWith = PAIRED_USES[use];
  const paired = pairedWith
    ? db
        .prepare('UPDATE spent_passes SET spent_by = ? WHERE nonce = ? AND spent_by = ?')
        .run(`${pairedWith}+${use}`, nonce, pairedWith)
    : undefined;
  if (paired?.changes !== 1) throw refuse('The pass was already used');
}
