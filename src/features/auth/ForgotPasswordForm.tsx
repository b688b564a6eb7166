import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { passwordResetRequest, type PasswordResetRequest } from '../../api/session.ts';
import { passwordReset } from '../../config/password-reset.ts';
import { FieldMessage } from '../forms/FieldMessage.tsx';
import { FORM_FAILURE_MESSAGE } from '../forms/form-status.ts';
import { requestPasswordReset } from './password-reset.api.ts';

/** "Forgot password?" in the login modal: the user name or email of the account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [status, setStatus] = useState<null | 'pending' | 'sent' | 'failed'>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequest),
    mode: 'onBlur',
    defaultValues: { Login: '' },
  });

  async function submit(values: PasswordResetRequest) {
    setStatus('pending');
    try {
      await requestPasswordReset(values);
      setStatus('sent');
    } catch (error) {
      console.error(new Error('The reset link was not requested', { cause: error }));
      setStatus('failed');
    }
  }

  return (
    <form className="login-form" aria-labelledby="forgot-heading" noValidate onSubmit={handleSubmit(submit)}>
      <h3 id="forgot-heading">Forgot password?</h3>
      <p>Enter your username or email and we will send you a link to choose a new password.</p>
      {/* The message sits outside the label, so it describes the field without renaming it. */}
      <div className="field">
        <label htmlFor="forgot-login">Username or email</label>
        <input
          id="forgot-login"
          type="text"
          autoComplete="username"
          aria-invalid={Boolean(errors.Login)}
          aria-describedby="forgot-login-error"
          disabled={status === 'sent'}
          {...register('Login')}
        />
        <FieldMessage id="forgot-login-error" message={errors.Login?.message} />
      </div>
      {status === 'sent' && (
        <p className="form-status" role="status">
          {passwordReset.sentText}
        </p>
      )}
      {status === 'failed' && (
        <p className="login-form__error" role="alert">
          {FORM_FAILURE_MESSAGE}
        </p>
      )}
      {status !== 'sent' && (
        <button type="submit" className="button" disabled={status === 'pending'}>
          {status === 'pending' ? 'Sending...' : 'Send reset link'}
        </button>
      )}
      <button type="button" className="button button--ghost" onClick={onBack}>
        Back to sign in
      </button>
    </form>
  );
}
