/**
 * The site's field patterns and shared messages, free of any schema library so the browser's form
 * rules (`src/features/forms/validation.ts`) and the contract's zod rules (`rules.ts`) use the same
 * ones without the forms shipping zod.
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

/**
 * Longest text a form field takes: one-line fields (an email address may have 254 characters) and
 * free text. Lengths are checked before any pattern, so a pattern never runs on a huge string.
 */
export const TEXT_LIMITS = { line: 254, message: 5000 } as const;
