import { useId, type ReactNode } from 'react';

interface ProductFieldProps {
  label: string;
  value: string;
  error?: string | undefined;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength: number;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A labelled text field of the product page forms, with its message tied to it for screen readers. */
export function ProductField(props: ProductFieldProps): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    value: props.value,
    maxLength: props.maxLength,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? errorId : undefined,
    'aria-required': props.required ? true : undefined,
    onBlur: props.onBlur,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      {props.multiline ? (
        <textarea {...shared} rows={5} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {props.error && (
        <p className="field__error" id={errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}
