import * as z from 'zod/mini';
import { nonEmpty } from './rules.ts';

/** The reCAPTCHA action every form verifies; the server accepts tokens for this action only. */
export const CAPTCHA_ACTION = 'submit';
/** Tokens of the local development provider start with this (no reCAPTCHA site key configured). */
export const DEV_TOKEN_PREFIX = 'dev-';

/**
 * Request header carrying the pass that an accepted ValidateCaptcha answered; every form post and
 * order sends it, and the server refuses those without a valid, unused pass.
 */
export const HUMAN_PASS_HEADER = 'X-Human-Pass';

/** `captcha` is the bot-check token obtained for the action `submit`. */
export const validateCaptchaRequest = z.object({ captcha: nonEmpty('captcha is required') });

/**
 * A truthy body means accepted. Hosts differ in what they answer, so any JSON value is allowed;
 * this API answers a signed single-use pass (a string) or `false`. Read it with `passOf`. The client
 * has already read the body as JSON, so every value it can hold is accepted as it is.
 */
export const validateCaptchaResponse = z.unknown();

/** JavaScript truthiness of the ValidateCaptcha body (`false`, `0`, `""`, `null` are rejections). */
export function isAccepted(body: z.infer<typeof validateCaptchaResponse>): boolean {
  return Boolean(body);
}

/**
 * The pass to send with the submission: null when rejected; '' when a host accepted with a value
 * that is not a pass (such a host does not ask for one).
 */
export function passOf(body: z.infer<typeof validateCaptchaResponse>): string | null {
  if (!isAccepted(body)) return null;
  return typeof body === 'string' ? body : '';
}

/** Request headers that carry a pass (none for an empty pass). */
export function passHeaders(pass: string): Record<string, string> {
  return pass ? { [HUMAN_PASS_HEADER]: pass } : {};
}

/** The address that led to the 404 page. Sent as `application/json-patch+json`. */
export const reportNotFoundRequest = z.object({ URL: nonEmpty('URL is required') });

export type ValidateCaptchaRequest = z.input<typeof validateCaptchaRequest>;
export type ValidateCaptchaResponse = z.infer<typeof validateCaptchaResponse>;
export type ReportNotFoundRequest = z.input<typeof reportNotFoundRequest>;
