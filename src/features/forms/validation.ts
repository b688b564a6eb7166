import { EMAIL_PATTERN, MESSAGES, PHONE_PATTERN, TEXT_LIMITS, URL_PATTERN } from '../../api/patterns.ts';

/**
 * The forms' validation vocabulary: small rules over a field's text, each answering the spec's
 * message or null. The patterns and messages are the contract's own (`src/api/patterns.ts`), so
 * what the browser accepts the server accepts. Every value's length is checked before any pattern.
 */
export type Rule = (value: string) => string | null;

/** The rules of each field of a form, checked in order; the first failure is the field's error. */
export type FormRules<K extends string> = Readonly<Record<K, readonly Rule[]>>;
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const tooLongMessage = (max: number) => `Please use at most ${max} characters`;

/** Refuses text longer than `max`; put it first, before any pattern. */
export const maxLength =
  (max: number): Rule =>
  (value) =>
    value.length > max ? tooLongMessage(max) : null;

const line = maxLength(TEXT_LIMITS.line);

export const required =
  (message: string): Rule =>
  (value) =>
    value.trim() === '' ? message : null;

const matching =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    line(value) ?? (pattern.test(value.trim()) ? null : message);

/** Rules that only apply to a filled field. */
const optional =
  (rule: Rule): Rule =>
  (value) =>
    value.trim() === '' ? null : rule(value);

export const email = (message: string = MESSAGES.email): Rule => matching(EMAIL_PATTERN, message);
/** Exactly 10 digits. */
export const phone = (message: string): Rule => matching(PHONE_PATTERN, message);
export const optionalPhone = (message: string): Rule => optional(phone(message));
export const optionalUrl = (message: string = MESSAGES.url): Rule => optional(matching(URL_PATTERN, message));

/** The usual bounds of a one-line field and of free text (comment, inquiry, question). */
export const oneLine: Rule = line;
export const freeText: Rule = maxLength(TEXT_LIMITS.message);

/** The first error of one field, or null. */
export function fieldError(rules: readonly Rule[], value: string): string | null {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return null;
}

/** Every field's first error; fields that pass are absent. */
export function formErrors<K extends string>(
  rules: FormRules<K>,
  values: Readonly<Record<string, string>>,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const name of Object.keys(rules) as K[]) {
    const error = fieldError(rules[name], values[name] ?? '');
    if (error) errors[name] = error;
  }
  return errors;
}
