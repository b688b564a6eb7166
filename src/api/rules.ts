import * as z from 'zod/mini';
import {
  DOCUMENT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  FIELD_MAX_LENGTH,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  URL_MAX_LENGTH,
  URL_PATTERN,
} from './patterns.ts';

/**
 * Shared field rules of the site's forms; the server applies the same ones to the bodies. Written
 * with zod/mini so islands pay only for the checks they use. The rule factories are marked free of
 * side effects so that schemas an island never reaches are left out of its bundle.
 */

/**
 * The rule made for `key` before, or a new one. A zod schema never changes once made (`.check()`
 * returns a copy), so the contract's many fields of one rule share one schema rather than each
 * building its own as the page starts.
 */
function reused<K, T>(made: Map<K, T>, key: K, make: () => T): T {
  let schema = made.get(key);
  if (schema === undefined) {
    schema = make();
    made.set(key, schema);
  }
  return schema;
}

/** By message ('' for none), by bound, and by message. */
const integers = new Map<string, z.ZodMiniNumber<number>>();
const texts = new Map<number, z.ZodMiniString<string>>();
const requiredTexts = new Map<string, z.ZodMiniString<string>>();

/** An integer (safe range), optionally with a message for a value that is no number. */
/* @__NO_SIDE_EFFECTS__ */
export function int(message?: string) {
  return reused(integers, message ?? '', () =>
    z.number(message === undefined ? undefined : { error: message }).check(z.int()),
  );
}

/**
 * A schema built the first time a value is checked against it rather than when its module loads.
 * An island loads the schemas of every call of its area, and checks the answers of a few: for the
 * answers (and their rows) this keeps that work off the page's start. Not for schemas other schemas
 * extend or take fields from, which need the object itself.
 */
/* @__NO_SIDE_EFFECTS__ */
export function onFirstUse<T extends z.ZodMiniType>(build: () => T) {
  return z.lazy(build);
}

/** The reason given for a value over its bound (the field's own message where it has one). */
export const TOO_LONG = 'Too long';

/**
 * A length bound that stops the checks after it: every string of the contract is bounded before
 * any pattern or transform sees it, so a huge value costs nothing.
 */
/* @__NO_SIDE_EFFECTS__ */
export function atMost(max: number, message = TOO_LONG) {
  return z.maxLength(max, { error: message, abort: true });
}

/** Any text of at most `max` characters (request fields by default; DOCUMENT_MAX_LENGTH for answers). */
/* @__NO_SIDE_EFFECTS__ */
export function text(max: number = FIELD_MAX_LENGTH) {
  return reused(texts, max, () => z.string().check(atMost(max)));
}

/** Text of an answer (one shared schema: the island bundles carry it once). */
export const documentText = /* @__PURE__ */ text(DOCUMENT_MAX_LENGTH);

/** A string that is not blank once trimmed. */
/* @__NO_SIDE_EFFECTS__ */
export function nonEmpty(message: string = MESSAGES.required) {
  return reused(requiredTexts, message, () =>
    z.string({ error: message }).check(atMost(FIELD_MAX_LENGTH, message), z.trim(), z.minLength(1, { error: message })),
  );
}

/* @__NO_SIDE_EFFECTS__ */
export function emailRule(message: string = MESSAGES.email) {
  return z
    .string({ error: message })
    .check(atMost(EMAIL_MAX_LENGTH, message), z.trim(), z.regex(EMAIL_PATTERN, { error: message }));
}

/* @__NO_SIDE_EFFECTS__ */
export function phoneRule(message: string) {
  return z.string({ error: message }).check(atMost(40, message), z.trim(), z.regex(PHONE_PATTERN, { error: message }));
}

/** Phone that may be left empty, but when given has 10 digits. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalPhoneRule(message: string) {
  return z.optional(z.union([z.literal(''), phoneRule(message)], { error: message }));
}

/* @__NO_SIDE_EFFECTS__ */
export function passwordRule(message: string = MESSAGES.password) {
  return z
    .string({ error: message })
    .check(atMost(PASSWORD_MAX_LENGTH, message), z.regex(PASSWORD_PATTERN, { error: message }));
}

/** Website that may be left empty, but when given looks like a web address. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalUrlRule(message: string = MESSAGES.url) {
  return z.optional(
    z.union(
      [
        z.literal(''),
        z.string().check(atMost(URL_MAX_LENGTH, message), z.trim(), z.regex(URL_PATTERN, { error: message })),
      ],
      {
        error: message,
      },
    ),
  );
}

/** A string matching a pattern (after a length bound), with the message to show when it does not. */
/* @__NO_SIDE_EFFECTS__ */
export function matching(pattern: RegExp, message?: string, max = FIELD_MAX_LENGTH) {
  return z
    .string()
    .check(atMost(max, message), z.regex(pattern, message === undefined ? undefined : { error: message }));
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
