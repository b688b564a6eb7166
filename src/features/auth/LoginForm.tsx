import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useForm } from 'react-hook-form';
import { FieldMessage } from '../forms/FieldMessage.tsx';
import { signInErrorText } from '../session/auth.ts';
import { $auth } from '../session/auth.store.ts';
import { loginForm, type LoginForm as LoginFields } from './login-form.ts';
import { login } from './login.store.ts';

/** The Sign In tab: username or email, password, remember me. Validated on blur and on submit. */
export function LoginForm() {
  const { userLoading, userError } = useStore($auth);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFields>({
    resolver: zodResolver(loginForm),
    mode: 'onBlur',
    defaultValues: { Email: '', Password: '', remember: false },
  });
  const errorText = signInErrorText(userError);

  return (
    <form
      className="login-form"
      noValidate
      onSubmit={handleSubmit(({ Email, Password, remember }) => login({ Email, Password }, remember))}
    >
      <label className="field">
        <span>Username or email</span>
        <input
          type="text"
          autoComplete="username"
          aria-invalid={Boolean(errors.Email)}
          aria-describedby="login-email-error"
          {...register('Email')}
        />
        <FieldMessage id="login-email-error" message={errors.Email?.message} />
      </label>
      <label className="field">
        <span>Password</span>
        <input
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.Password)}
          aria-describedby="login-password-error"
          {...register('Password')}
        />
        <FieldMessage id="login-password-error" message={errors.Password?.message} />
      </label>
      <label className="field field--inline">
        <input type="checkbox" {...register('remember')} />
        <span>Remember me</span>
      </label>
      {errorText && (
        <p className="login-form__error" role="alert">
          {errorText}
        </p>
      )}
      <button type="submit" className="button" disabled={userLoading}>
        {userLoading ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
