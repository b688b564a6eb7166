import { isFailure, SUCCESS_STATUS, TOO_MANY_STATUS, tooManyMessage, type FormStatus } from '../forms/form-status.ts';
import { PRODUCT_FORM_FAILURE, PRODUCT_FORM_SUCCESS } from './product-form.ts';

/**
 * What the product page's forms show in place of the form once sent: a loader, the Thank You view,
 * or the Error view with Try Again (which reloads the page); a 429 says how long to wait.
 */
export function ProductFormStatus({
  status,
  retryAfterSeconds,
}: {
  status: FormStatus;
  retryAfterSeconds?: number | undefined;
}) {
  if (status === 'pending')
    return (
      <p className="product-form__status" role="status" aria-busy="true">
        <span className="product-form__spinner" aria-hidden="true" />
        Submitting...
      </p>
    );
  if (status === SUCCESS_STATUS)
    return (
      <p className="product-form__status product-form__status--success" role="status" data-status={status}>
        {PRODUCT_FORM_SUCCESS}
      </p>
    );
  if (isFailure(status))
    return (
      <div className="product-form__status product-form__status--failure" role="alert" data-status={status}>
        <p>{status === TOO_MANY_STATUS ? tooManyMessage(retryAfterSeconds) : PRODUCT_FORM_FAILURE}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try Again
        </button>
      </div>
    );
  return null;
}
