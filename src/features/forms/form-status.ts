/**
 * The status of a form submission (forms spec section 4): null (idle), 'pending', 200 (success)
 * or a failure code: the HTTP status of a refused post, 404 when verification rejected the sender or
 * no answer came (section 8).
 */
export type FormStatus = null | 'pending' | number;

export const SUCCESS_STATUS = 200;
export const FAILURE_STATUS = 404;

export const FORM_SUCCESS_MESSAGE = 'Form submitted successfully!';
export const FORM_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

/** A refusal for too many submissions from the visitor's address. */
export const TOO_MANY_STATUS = 429;

const waitFor = (seconds: number | undefined) => {
  if (seconds === undefined || seconds <= 0) return 'a few minutes';
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/** What a 429 tells the visitor: to wait, and how long (the answer's Retry-After, in seconds). */
export function tooManyMessage(retryAfterSeconds: number | undefined): string {
  return `Too many submissions from your network. Please wait ${waitFor(retryAfterSeconds)} and try again.`;
}

export function isFailure(status: FormStatus): status is number {
  return typeof status === 'number' && status !== SUCCESS_STATUS;
}

/** How long a result stays before the status returns to null. */
export interface StatusTimings {
  /** Failures clear after this delay (spec: 3000 ms). */
  failureResetMs: number;
  /** Successes clear after this delay; null keeps the success (a result screen replaces the form). */
  successResetMs: number | null;
  /** The loader shows at least this long (product-facing forms: 2000 ms). */
  minimumPendingMs: number;
}

/** Milliseconds still to wait so that 'pending' lasts at least the minimum. */
export function remainingPending(startedAt: number, now: number, minimumPendingMs: number): number {
  return Math.max(0, minimumPendingMs - (now - startedAt));
}

/** The delay after which a result clears, or null when it stays. */
export function resetDelay(status: FormStatus, timings: StatusTimings): number | null {
  if (status === SUCCESS_STATUS) return timings.successResetMs;
  return isFailure(status) ? timings.failureResetMs : null;
}
