import { limits } from '../../config/limits.ts';

/**
 * Input filters: applied while typing, they drop characters a field can never hold, so the visitor
 * sees at once what will be sent. Pure, so the same filter runs on pasted and replayed text.
 */
export type InputFilter = (value: string) => string;

/** Email addresses hold no spaces, angle brackets, quotes, commas or semicolons. */
export const emailFilter: InputFilter = (value) => value.replace(/[\s<>()[\]\\,;:"']/g, '');

/** Digits only, at most the 10 of a phone number. */
export const phoneFilter: InputFilter = (value) => value.replace(/\D/g, '').slice(0, limits.phoneDigits);

/** Postal codes worldwide: letters, digits, spaces and hyphens, at most 10. */
export const postalFilter: InputFilter = (value) => value.replace(/[^\p{L}\p{N} -]/gu, '').slice(0, 10);

/** Digits plus * and # (the demo form's phone), at most 10. */
export const dialFilter: InputFilter = (value) => value.replace(/[^\d*#]/g, '').slice(0, limits.phoneDigits);
