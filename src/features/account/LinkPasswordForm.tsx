import { useState } from 'react';
import { PASSWORD_MAX_LENGTH } from '../../api/patterns.ts';
import { ApiError } from '../../api/errors.ts';
import { newPasswordForm, type NewPasswordForm } from './password-form.ts';
import { PasswordField } from './PasswordField.tsx';
import { FORM_FAILURE_MESSAGE } from '../forms/form-status.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { openModal } from '../session/modal.store.ts';
import '../forms/forms.css';
import './account-base.css';
import './account-form.css';

/** The token of the mailed link, which carries it in the fragment (#token=…). */
const tokenOfLink = () => new URLSearchParams(window.location.hash.slice(1)).get('token')?.trim() ?? '';

type Status = null | 'pending' | 'done' | 'invalid-link' | 'failed';

interface Props {
  legend: string;
  submitLabel: string;
  doneText: string;
  invalidLinkText: string;
  /** Sets the password with the link's token; a refused token fails on the Token field. */
  send: (request: { Token: string; NewPassword: string; ConfirmPassword: string }) => Promise<unknown>;
}

/**
 * A password under the spec's rule, typed twice, set with the token of a mailed single-use link
 * (a password reset, an invitation to a company). The token is read at submit.
 */
export function LinkPasswordForm({ legend, submitLabel, doneText, invalidLinkText, send }: Props) {
  const form = useSchemaForm<NewPasswordForm>(newPasswordForm);
  const [status, setStatus] = useState<Status>(null);

  async function submit(values: NewPasswordForm) {
    const token = tokenOfLink();
    if (token === '') return setStatus('invalid-link');
    setStatus('pending');
    try {
      await send({ Token: token, NewPassword: values.newPassword, ConfirmPassword: values.confirmNewPassword });
      // The link is spent: it leaves the address bar and the history entry.
      history.replaceState(null, '', window.location.pathname);
      setStatus('done');
    } catch (error) {
      const badLink = error instanceof ApiError && error.issues.some((issue) => issue.field === 'Token');
      if (!badLink) console.error(new Error('The password was not set', { cause: error }));
      setStatus(badLink ? 'invalid-link' : 'failed');
    }
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <fieldset disabled={status === 'pending' || status === 'done'}>
        <legend>{legend}</legend>
        <PasswordField
          form={form}
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <PasswordField
          form={form}
          name="confirmNewPassword"
          label="Confirm new password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <div className="account-actions">
          <button type="submit" className="button">
            {submitLabel}
          </button>
        </div>
      </fieldset>
      {status === 'done' && (
        <div className="form-status" role="status">
          <p>{doneText}</p>
          <button type="button" className="button" onClick={() => openModal('login')}>
            Sign in
          </button>
        </div>
      )}
      {(status === 'invalid-link' || status === 'failed') && (
        <p className="form-status form-status--failure" role="alert">
          {status === 'invalid-link' ? invalidLinkText : FORM_FAILURE_MESSAGE}
        </p>
      )}
    </form>
  );
}
