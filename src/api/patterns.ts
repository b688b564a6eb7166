/**
 * The site's field patterns and shared messages, used by the contract's zod rules (`rules.ts`),
 * which the site's forms check with.
 */

/**
 * Local part, `@`, then dot-separated labels (at least two). Labels cannot contain the dot, so every
 * character has one way to match and a failing value is refused in linear time.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const PHONE_PATTERN = /^\d{10}$/;
/** At least 6 characters with a lowercase letter, an uppercase letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,}$/;
/** A web address with or without its scheme (`www.example.com`, `https://example.com/x`). */
export const URL_PATTERN = /^(https?:\/\/)?([\w-]+\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i;

/** RFC 5321's longest forward path. */
export const EMAIL_MAX_LENGTH = 254;
/** scrypt reads the whole password; far longer than any pass phrase a person types. */
export const PASSWORD_MAX_LENGTH = 200;
/** Longest web address a form field accepts. */
export const URL_MAX_LENGTH = 2_000;
/** Longest value of any other request field: far above a real name, address or comment. */
export const FIELD_MAX_LENGTH = 5_000;
/** Longest rich text the API answers (product descriptions, articles). */
export const DOCUMENT_MAX_LENGTH = 1_000_000;

export const MESSAGES = {
  email: 'Please enter a valid email',
  password: 'Your password must have at least 6 characters, an uppercase, a lowercase and a number',
  url: 'Please enter a valid URL',
  required: 'Required',
} as const;

/**
 * Longest text a form field takes: one-line fields (an email address may have 254 characters) and
 * free text. Lengths are checked before any pattern, so a pattern never runs on a huge string.
 */
export const TEXT_LIMITS = { line: EMAIL_MAX_LENGTH, message: FIELD_MAX_LENGTH } as const;
