import { z } from 'zod';
import { EMAIL_PATTERN, MESSAGES, PASSWORD_PATTERN, PHONE_PATTERN, URL_PATTERN } from './patterns.ts';

/** Shared field rules of the site's forms; the server applies the same ones to the bodies. */

export { EMAIL_PATTERN, MESSAGES, PASSWORD_PATTERN, PHONE_PATTERN, URL_PATTERN } from './patterns.ts';

/** A string that is not blank once trimmed. */
export function nonEmpty(message: string = MESSAGES.required) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

export function emailRule(message: string = MESSAGES.email) {
  return z.string({ error: message }).trim().regex(EMAIL_PATTERN, { error: message });
}

export function phoneRule(message: string) {
  return z.string({ error: message }).trim().regex(PHONE_PATTERN, { error: message });
}

/** Phone that may be left empty, but when given has 10 digits. */
export function optionalPhoneRule(message: string) {
  return z.union([z.literal(''), phoneRule(message)], { error: message }).optional();
}

export function passwordRule(message: string = MESSAGES.password) {
  return z.string({ error: message }).regex(PASSWORD_PATTERN, { error: message });
}

/** Website that may be left empty, but when given looks like a web address. */
export function optionalUrlRule(message: string = MESSAGES.url) {
  return z
    .union([z.literal(''), z.string().trim().regex(URL_PATTERN, { error: message })], { error: message })
    .optional();
}

/**
 * An integer id given as a number or as the digits of a query string or route segment. Digits past
 * the safe integer range would round to another id, so they are refused too.
 */
export const intId = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)], { error: 'Expected a whole number' })
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER, { error: 'Expected a whole number' }));

/** A date or date-time text in ISO 8601 form (`2024-05-01` or `2024-05-01T10:00:00Z`). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/, { error: 'Expected an ISO date' });
