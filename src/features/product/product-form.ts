import { timing } from '../../config/timing.ts';
import type { FormStatusOptions } from '../forms/form-status.store.ts';

/** Texts and timings shared by the product page's forms (ask a question, inquire). */
export const PRODUCT_FORM_SUCCESS = 'Thank You! Your submission has been received successfully.';
export const PRODUCT_FORM_FAILURE = 'Error! Something went wrong.';

/** The loader shows at least 2 s; a result clears after 3 s. */
export const productFormTimings: FormStatusOptions = {
  minimumPendingMs: timing.formLoaderMinimumMs,
  successResetMs: timing.formStatusResetMs,
  failureResetMs: timing.formStatusResetMs,
};

/** Longest text each kind of field keeps, so patterns only ever see bounded input. */
export const fieldMax = { name: 100, email: 254, phone: 20, company: 150, text: 4000 } as const;

/**
 * Typing filter of email fields: characters an address cannot hold (spaces, quotes, brackets,
 * commas...) are dropped as they are typed.
 */
export function filterEmailInput(value: string): string {
  return value.replace(/[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~@-]/g, '').slice(0, fieldMax.email);
}
