import { useId, type ReactNode } from 'react';

interface ProductFieldProps {
  name: string;
  label: string;
  error?: string | undefined;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength: number;
  /** Rewrites the text as it is typed (e.g. drops characters an email cannot hold). */
  filter?: (value: string) => string;
  onBlur: () => void;
  /** After each edit (once any filter has run). */
  onEdit: () => void;
}

/**
 * A labelled, uncontrolled text field of the product page forms, with its message tied to it for
 * screen readers.
 */
export function ProductField(props: ProductFieldProps): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  const { filter, onEdit } = props;
  const shared = {
    id,
    name: props.name,
    defaultValue: '',
    maxLength: props.maxLength,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? errorId : undefined,
    'aria-required': props.required ? true : undefined,
    onBlur: props.onBlur,
    onInput: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
      const field = event.currentTarget;
      const filtered = filter ? filter(field.value) : field.value;
      if (filtered !== field.value) field.value = filtered;
      onEdit();
    },
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      {props.multiline ? (
        <textarea {...shared} rows={5} />
      ) : (
        <input {...shared} type={props.type ?? 'text'} autoComplete={props.autoComplete} />
      )}
      {props.error && (
        <p className="field__error" id={errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}
