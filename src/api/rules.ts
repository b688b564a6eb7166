import * as z from 'zod/mini';

/**
 * Shared field rules of the site's forms; the server applies the same ones to the bodies. Written
 * with zod/mini so islands pay only for the checks they use. The rule factories are marked free of
 * side effects so that schemas an island never reaches are left out of its bundle.
 */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
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

/** An integer (safe range), optionally with a message for a value that is no number. */
/* @__NO_SIDE_EFFECTS__ */
export function int(message?: string) {
  return z.number(message === undefined ? undefined : { error: message }).check(z.int());
}

/** A string that is not blank once trimmed. */
/* @__NO_SIDE_EFFECTS__ */
export function nonEmpty(message: string = MESSAGES.required) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }));
}

/* @__NO_SIDE_EFFECTS__ */
export function emailRule(message: string = MESSAGES.email) {
  return z.string({ error: message }).check(z.trim(), z.regex(EMAIL_PATTERN, { error: message }));
}

/* @__NO_SIDE_EFFECTS__ */
export function phoneRule(message: string) {
  return z.string({ error: message }).check(z.trim(), z.regex(PHONE_PATTERN, { error: message }));
}

/** Phone that may be left empty, but when given has 10 digits. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalPhoneRule(message: string) {
  return z.optional(z.union([z.literal(''), phoneRule(message)], { error: message }));
}

/* @__NO_SIDE_EFFECTS__ */
export function passwordRule(message: string = MESSAGES.password) {
  return z.string({ error: message }).check(z.regex(PASSWORD_PATTERN, { error: message }));
}

/** Website that may be left empty, but when given looks like a web address. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalUrlRule(message: string = MESSAGES.url) {
  return z.optional(
    z.union([z.literal(''), z.string().check(z.trim(), z.regex(URL_PATTERN, { error: message }))], {
      error: message,
    }),
  );
}

/** A string matching a pattern, with the message to show when it does not. */
/* @__NO_SIDE_EFFECTS__ */
export function matching(pattern: RegExp, message?: string) {
  return z.string().check(z.regex(pattern, message === undefined ? undefined : { error: message }));
}

const WHOLE_NUMBER = 'Expected a whole number';

/**
 * An integer id given as a number or as the digits of a query string or route segment. Digits past
 * the safe integer range would round to another id, so they are refused too.
 */
export const intId = z.pipe(
  z.pipe(z.union([int().check(z.nonnegative()), matching(/^\d+$/)], { error: WHOLE_NUMBER }), z.transform(Number)),
  z.number().check(z.maximum(Number.MAX_SAFE_INTEGER, { error: WHOLE_NUMBER })),
);

/** A date or date-time text in ISO 8601 form (`2024-05-01` or `2024-05-01T10:00:00Z`). */
export const isoDate = matching(/^\d{4}-\d{2}-\d{2}/, 'Expected an ISO date');
