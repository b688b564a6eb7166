import { useId, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldWiring } from '../forms/field-wiring.ts';
import { FieldMessage } from '../forms/FieldMessage.tsx';

interface PasswordFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  maxLength: number;
}

/** A password input with its own Show/Hide toggle and its message under it. */
export function PasswordField<T extends FieldValues>({
  form,
  name,
  label,
  autoComplete,
  maxLength,
}: PasswordFieldProps<T>) {
  const [shown, setShown] = useState(false);
  const errorId = useId();
  const inputId = useId();
  const { message, props } = fieldWiring(form, name, { errorId });
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <div className="password-field">
        <input
          {...props}
          id={inputId}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          maxLength={maxLength}
        />
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={shown}
          aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          onClick={() => setShown(!shown)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      {/* The rule of a new password is a long sentence. */}
      <FieldMessage id={errorId} message={message} long={autoComplete === 'new-password'} />
    </div>
  );
}
