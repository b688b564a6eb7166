import { useId, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldWiring } from '../forms/field-wiring.ts';
import { FieldMessage } from '../forms/FieldMessage.tsx';

interface ProductFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength: number;
  /** Rewrites the text as it is typed (e.g. drops characters an email cannot hold). */
  filter?: ((value: string) => string) | undefined;
}

/**
 * A labelled, uncontrolled text field of the product page forms, with its message tied to it for
 * screen readers.
 */
export function ProductField<T extends FieldValues>(props: ProductFieldProps<T>): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  const { message, props: wired } = fieldWiring(props.form, props.name as Path<T>, { errorId, filter: props.filter });
  const shared = {
    ...wired,
    id,
    maxLength: props.maxLength,
    'aria-required': props.required ? true : undefined,
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
      <FieldMessage id={errorId} message={message} />
    </div>
  );
}
