import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CallName } from '../../src/api/calls.ts';
import { HUMAN_PASS_HEADER } from '../../src/api/misc.ts';
import { sql, type Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';

/** The calls that store a submission: each needs a pass (`X-Human-Pass`). */
export const humanVerifiedCalls = [
  'PlacingOrder',
  'AcceptQuote',
  'RequestOrderApproval',
  'ApproveOrder',
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

/** The verified calls that place an order (or keep one for approval); the others are forms, which mail what they are sent. */
export const orderCalls: readonly CallName[] = ['PlacingOrder', 'AcceptQuote', 'RequestOrderApproval', 'ApproveOrder'];

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
 * missing, forged, expired or already spent. Spending is one statement (the nonce is the key), so of
 * two requests with one pass, on any nodes, one alone gets through. Orders spend it inside their
 * transaction, so an order that fails leaves the pass unspent.
 */
export async function spendPass(db: Db, secret: string, pass: string | undefined, use: string, now = Date.now()) {
  if (!pass) throw refuse('Verify that you are human first');
  const match = pass.length <= MAX_PASS_LENGTH ? PASS_SHAPE.exec(pass) : null;
  const [, expiry = '', nonce = '', signature = ''] = match ?? [];
  const expected = Buffer.from(signatureOf(secret, `${expiry}.${nonce}`));
  if (!match || !timingSafeEqual(Buffer.from(signature), expected)) throw refuse('Not a valid pass');
  const expiresAt = Number(expiry) * 1000;
  if (expiresAt <= now) throw refuse('The pass has expired');
  // Expired passes can never be spent again; rows another request holds are left for the next one.
  await sql`
    DELETE FROM spent_passes WHERE nonce IN (
      SELECT nonce FROM spent_passes WHERE expires_at <= ${now}::bigint FOR UPDATE SKIP LOCKED)`.execute(db);
  const spent = await sql`
    INSERT INTO spent_passes (nonce, spent_by, expires_at) VALUES (${nonce}, ${use}, ${expiresAt}::bigint)
    ON CONFLICT DO NOTHING RETURNING nonce`.execute(db);
  if (spent.rows.length === 1) return;
  const pairedWith = PAIRED_USES[use];
  const paired = pairedWith
    ? await sql`
        UPDATE spent_passes SET spent_by = ${`${pairedWith}+${use}`}
        WHERE nonce = ${nonce} AND spent_by = ${pairedWith} RETURNING nonce`.execute(db)
    : undefined;
  if (paired?.rows.length !== 1) throw refuse('The pass was already used');
}
