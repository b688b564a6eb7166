import { useId } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  required?: boolean;
  type?: 'text' | 'tel' | 'url';
  autoComplete?: string;
  maxLength: number;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A labelled text input with its error under it. */
export function TextField({ label, value, error, required, type = 'text', ...rest }: TextFieldProps) {
  const errorId = useId();
  return (
    <label className="field">
      <span>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </span>
      <input
        type={type}
        value={value}
        required={required}
        autoComplete={rest.autoComplete}
        maxLength={rest.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => rest.onChange(event.target.value)}
        onBlur={rest.onBlur}
      />
      {/* Always there, so a message appearing on blur does not move the button being clicked. */}
      <span id={errorId} className="field__error account-field-error">
        {error}
      </span>
    </label>
  );
}
