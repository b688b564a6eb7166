import {
  FORM_FAILURE_MESSAGE,
  FORM_SUCCESS_MESSAGE,
  isFailure,
  SUCCESS_STATUS,
  TOO_MANY_STATUS,
  tooManyMessage,
  type FormStatus,
} from './form-status.ts';

export interface StatusMessages {
  pending: string;
  success: string;
  failure: string;
}

const formMessages: StatusMessages = {
  pending: 'Submitting...',
  success: FORM_SUCCESS_MESSAGE,
  failure: FORM_FAILURE_MESSAGE,
};

interface FormStatusViewProps {
  status: FormStatus;
  messages?: StatusMessages;
  /** With a 429: seconds the server asked to wait, which the failure text then tells. */
  retryAfterSeconds?: number | undefined;
}

/**
 * The visible side of a form status: a loader while pending, then the success (role status) or
 * failure (role alert) text; a 429 tells the visitor how long to wait instead. `data-status`
 * carries the code for tests and styling.
 */
export function FormStatusView({ status, messages = formMessages, retryAfterSeconds }: FormStatusViewProps) {
  if (status === null) return null;
  if (status === 'pending') {
    return (
      <p className="form-status form-status--pending" role="status" aria-busy="true">
        {messages.pending}
      </p>
    );
  }
  if (status === SUCCESS_STATUS)
    return (
      <p className="form-status" role="status" data-status={status}>
        {messages.success}
      </p>
    );
  if (isFailure(status))
    return (
      <p className="form-status form-status--failure" role="alert" data-status={status}>
        {status === TOO_MANY_STATUS ? tooManyMessage(retryAfterSeconds) : messages.failure}
      </p>
    );
  return null;
}
