import { useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldWiring } from '../forms/field-wiring.ts';
import { FieldMessage } from '../forms/FieldMessage.tsx';

interface TextFieldProps<T extends FieldValues> {
  /** Absent until the form's checks have loaded: the input then only shows `defaultValue`. */
  form?: UseFormReturn<T> | undefined;
  defaultValue?: string;
  name: Path<T>;
  label: string;
  required?: boolean;
  type?: 'text' | 'tel' | 'url';
  autoComplete?: string;
  maxLength: number;
}

/** A labelled text input of an account form with its message under it. */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  required,
  type = 'text',
  ...rest
}: TextFieldProps<T>) {
  const errorId = useId();
  const { message, props } = form ? fieldWiring(form, name, { errorId }) : { message: undefined, props: { name } };
  return (
    <label className="field">
      <span>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </span>
      <input
        {...props}
        defaultValue={rest.defaultValue}
        type={type}
        required={required}
        autoComplete={rest.autoComplete}
        maxLength={rest.maxLength}
      />
      <FieldMessage id={errorId} message={message} />
    </label>
  );
}
