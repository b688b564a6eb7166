import { atom, type ReadableAtom } from 'nanostores';
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
  /**
   * Runs one submission: pending, human verification, then `send` with the verification's pass
   * (send it with `passHeaders(pass)`). A rejected verification or any exception ends as 404.
   * Resolves true when `send` succeeded.
   */
  submit(send: (pass: string) => Promise<unknown>): Promise<boolean>;
  reset(): void;
}

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
  let resetTimer: ReturnType<typeof setTimeout> | undefined;

  function settle(status: FormStatus): void {
    $status.set(status);
    const delay = resetDelay(status, timings);
    if (delay !== null) resetTimer = setTimeout(() => $status.set(null), delay);
  }

  return {
    $status,
    async submit(send) {
      clearTimeout(resetTimer);
      $status.set('pending');
      const startedAt = Date.now();
      let sent = false;
      try {
        const pass = await verify();
        if (pass !== null) {
          await send(pass);
          sent = true;
        }
      } catch (cause) {
        console.warn(new Error('The submission failed', { cause }));
      }
      const remaining = remainingPending(startedAt, Date.now(), timings.minimumPendingMs);
      if (remaining > 0) await wait(remaining);
      settle(sent ? SUCCESS_STATUS : FAILURE_STATUS);
      return sent;
    },
    reset() {
      clearTimeout(resetTimer);
      $status.set(null);
    },
  };
}
