import type { ReactNode } from 'react';
import { FORM_FAILURE_MESSAGE } from '../forms/form-status.ts';

/** A form's outcome under it: what was done (a status) or the failure (an alert). */
export function FormOutcome({ done, failed }: { done?: ReactNode; failed: boolean }) {
  return (
    <>
      {done && (
        <p className="form-status" role="status">
          {done}
        </p>
      )}
      {failed && (
        <p className="form-status form-status--failure" role="alert">
          {FORM_FAILURE_MESSAGE}
        </p>
      )}
    </>
  );
}
