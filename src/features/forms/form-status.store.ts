import { atom, type ReadableAtom } from 'nanostores';
import { ApiError } from '../../api/errors.ts';
import { timing } from '../../config/timing.ts';
import {
  FAILURE_STATUS,
  remainingPending,
  resetDelay,
  SUCCESS_STATUS,
  type FormStatus,
  type StatusTimings,
} from './form-status.ts';
import { verifyHuman } from './verify.ts';

export interface FormStatusOptions extends Partial<StatusTimings> {
  /**
   * Human verification before sending: the pass to send, or null when rejected. Defaults to the
   * site's provider and ValidateCaptcha.
   */
  verify?: () => Promise<string | null>;
}

export interface FormStatusModel {
  $status: ReadableAtom<FormStatus>;
  /** Seconds the server asked to wait before posting again (with a 429), else undefined. */
  $retryAfter: ReadableAtom<number | undefined>;
  /**
   * Runs one submission: pending, human verification, then `send` with the verification's pass
   * (send it with `passHeaders(pass)`). A refused post ends as its HTTP status; a rejected
   * verification or any other exception as 404.
   * Resolves true when `send` succeeded.
   */
  submit(send: (pass: string) => Promise<unknown>): Promise<boolean>;
  reset(): void;
}

/** The status a failure is kept as: the answer's HTTP status when the server refused the call. */
const failureOf = (error: unknown): number =>
  error instanceof ApiError && error.status >= 400 ? error.status : FAILURE_STATUS;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A form's status with the spec's timings; used by every form that verifies the sender is human. */
export function createFormStatus(options: FormStatusOptions = {}): FormStatusModel {
  const timings: StatusTimings = {
    failureResetMs: options.failureResetMs ?? timing.formStatusResetMs,
    successResetMs: options.successResetMs ?? null,
    minimumPendingMs: options.minimumPendingMs ?? 0,
  };
  const verify = options.verify ?? (() => verifyHuman());
  const $status = atom<FormStatus>(null);
  const $retryAfter = atom<number | undefined>(undefined);
  let resetTimer: ReturnType<typeof setTimeout> | undefined;

  function settle(status: FormStatus): void {
    $status.set(status);
    const delay = resetDelay(status, timings);
    if (delay !== null) resetTimer = setTimeout(() => $status.set(null), delay);
  }

  return {
    $status,
    $retryAfter,
    async submit(send) {
      clearTimeout(resetTimer);
      $status.set('pending');
      $retryAfter.set(undefined);
      const startedAt = Date.now();
      let result: number = FAILURE_STATUS;
      try {
        const pass = await verify();
        if (pass !== null) {
          await send(pass);
          result = SUCCESS_STATUS;
        }
      } catch (cause) {
        console.warn(new Error('The submission failed', { cause }));
        result = failureOf(cause);
        if (cause instanceof ApiError) $retryAfter.set(cause.retryAfterSeconds);
      }
      const remaining = remainingPending(startedAt, Date.now(), timings.minimumPendingMs);
      if (remaining > 0) await wait(remaining);
      settle(result);
      return result === SUCCESS_STATUS;
    },
    reset() {
      clearTimeout(resetTimer);
      $status.set(null);
    },
  };
}
