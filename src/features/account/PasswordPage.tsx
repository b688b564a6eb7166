import { useEffect, useState } from 'react';
import { timing } from '../../config/timing.ts';
import { $auth } from '../session/auth.store.ts';
import { logout } from '../auth/login.store.ts';
import { FORM_FAILURE_MESSAGE } from '../forms/form-status.ts';
import { changePassword } from './password.api.ts';
import { PASSWORD_MAX_LENGTH } from '../../api/patterns.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { passwordForm, type PasswordForm, type PasswordField as Field } from './password-form.ts';
import { PasswordField } from './PasswordField.tsx';
import '../forms/forms.css';
import './account-base.css';
import './account-form.css';

export const PASSWORD_CHANGED_TEXT = 'Your password has been changed. You will be signed out in 5 seconds.';

const fields: ReadonlyArray<[Field, string, 'current-password' | 'new-password']> = [
  ['oldPassword', 'Old password', 'current-password'],
  ['newPassword', 'New password', 'new-password'],
  ['confirmNewPassword', 'Confirm new password', 'new-password'],
];

/**
 * /account/password: on success the status is 200 and the session ends 5 seconds later. The form
 * holds nothing of the account, so the page draws it at build time and it hydrates on first use
 * (the account layout sends signed-out visitors home); the account is read at submit.
 */
export default function PasswordPage() {
  const form = useSchemaForm<PasswordForm>(passwordForm);
  const [status, setStatus] = useState<null | 'pending' | 200 | 'failed'>(null);

  useEffect(() => {
    if (status !== 200) return;
    const timer = setTimeout(() => void logout(), timing.passwordChangeLogoutMs);
    return () => clearTimeout(timer);
  }, [status]);

  async function submit(values: PasswordForm) {
    setStatus('pending');
    try {
      const userId = $auth.get().user?.userId;
      if (userId === undefined) throw new Error('No account is signed in');
      await changePassword({
        CurrentPassword: values.oldPassword,
        NewPassword: values.newPassword,
        ConfirmPassword: values.confirmNewPassword,
        UserId: userId,
      });
      setStatus(200);
    } catch (error) {
      console.error(new Error('The password was not changed', { cause: error }));
      setStatus('failed');
    }
  }

  return (
    <section className="account-page" aria-labelledby="account-title">
      <h1 id="account-title">Change Password</h1>
      <form className="account-form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <fieldset disabled={status === 'pending' || status === 200}>
          <legend className="visually-hidden">Change your password</legend>
          {fields.map(([name, label, autoComplete]) => (
            <PasswordField
              key={name}
              form={form}
              name={name}
              label={label}
              autoComplete={autoComplete}
              maxLength={PASSWORD_MAX_LENGTH}
            />
          ))}
          <div className="account-actions">
            <button type="button" className="button button--ghost" onClick={() => history.back()}>
              Cancel
            </button>
            <button type="submit" className="button">
              Submit
            </button>
          </div>
        </fieldset>
        {status === 200 && (
          <p className="form-status" role="status" data-status="200">
            {PASSWORD_CHANGED_TEXT}
          </p>
        )}
        {status === 'failed' && (
          <p className="form-status form-status--failure" role="alert">
            {FORM_FAILURE_MESSAGE}
          </p>
        )}
      </form>
    </section>
  );
}
