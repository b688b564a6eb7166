import { useId, useState } from 'react';

interface PasswordFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  maxLength: number;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A password input with its own Show/Hide toggle and its error under it. */
export function PasswordField({ label, value, error, autoComplete, maxLength, onChange, onBlur }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const errorId = useId();
  const inputId = useId();
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <div className="password-field">
        <input
          id={inputId}
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
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
      {/* Always there, so a message appearing on blur does not move the button being clicked. */}
      <span id={errorId} className="field__error account-field-error">
        {error}
      </span>
    </div>
  );
}
