import { z } from 'zod';

/** Shared field rules of the site's forms; the server applies the same ones to the bodies. */

/**
 * Local part, `@`, then dot-separated labels (at least two). Labels cannot contain the dot, so every
 * character has one way to match and a failing value is refused in linear time.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** RFC 5321's longest forward path; checked before the pattern so a huge value costs nothing. */
export const EMAIL_MAX_LENGTH = 254;
/** scrypt reads the whole password; far longer than any pass phrase a person types. */
export const PASSWORD_MAX_LENGTH = 200;
/** Longest web address a form field accepts. */
export const URL_MAX_LENGTH = 2_000;
export const PHONE_PATTERN = /^\d{10}$/;
/** At least 6 characters with a lowercase letter, an uppercase letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,}$/;
/** A web address with or without its scheme (`www.example.com`, `https://example.com/x`). */
export const URL_PATTERN = /^(https?:\/\/)?([\w-]+\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i;

export const MESSAGES = {
  email: 'Please enter a valid email',
  password: 'Your password must have at least 6 characters, an uppercase, a lowercase and a number',
  url: 'Please enter a valid URL',
  required: 'Required',
} as const;

/** A string that is not blank once trimmed. */
export function nonEmpty(message: string = MESSAGES.required) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** A length bound that stops the checks after it, so no pattern ever runs on an oversized value. */
export const bounded = (message: string) => ({ error: message, abort: true }) as const;

export function emailRule(message: string = MESSAGES.email) {
  return z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX_LENGTH, bounded(message))
    .regex(EMAIL_PATTERN, { error: message });
}

export function phoneRule(message: string) {
  return z.string({ error: message }).trim().max(40, bounded(message)).regex(PHONE_PATTERN, { error: message });
}

/** Phone that may be left empty, but when given has 10 digits. */
export function optionalPhoneRule(message: string) {
  return z.union([z.literal(''), phoneRule(message)], { error: message }).optional();
}

export function passwordRule(message: string = MESSAGES.password) {
  return z
    .string({ error: message })
    .max(PASSWORD_MAX_LENGTH, bounded(message))
    .regex(PASSWORD_PATTERN, { error: message });
}

/** Website that may be left empty, but when given looks like a web address. */
export function optionalUrlRule(message: string = MESSAGES.url) {
  return z
    .union(
      [z.literal(''), z.string().trim().max(URL_MAX_LENGTH, bounded(message)).regex(URL_PATTERN, { error: message })],
      { error: message },
    )
    .optional();
}

/**
 * An integer id given as a number or as the digits of a query string or route segment. Digits past
 * the safe integer range would round to another id, so they are refused too.
 */
export const intId = z
  .union([z.number().int().nonnegative(), z.string().max(20, bounded('Expected a whole number')).regex(/^\d+$/)], {
    error: 'Expected a whole number',
  })
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER, { error: 'Expected a whole number' }));

/** A date or date-time text in ISO 8601 form (`2024-05-01` or `2024-05-01T10:00:00Z`). */
export const isoDate = z
  .string()
  .max(40, bounded('Expected an ISO date'))
  .regex(/^\d{4}-\d{2}-\d{2}/, { error: 'Expected an ISO date' });
