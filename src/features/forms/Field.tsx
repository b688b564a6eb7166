import type { FocusEvent, InputEvent, InputHTMLAttributes, KeyboardEvent } from 'react';
import { TEXT_LIMITS } from '../../api/patterns.ts';
import type { InputFilter } from './input-filters.ts';
import type { EnquiryForm } from './use-enquiry-form.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FieldProps {
  form: EnquiryForm;
  name: string;
  label: string;
  /** Shown with a star and `required`; the form's rules decide what is enforced. */
  required?: boolean;
  /** Input type; `textarea` for free text, `select` with `options`. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select';
  options?: readonly string[];
  defaultValue?: string;
  /** Drops characters the field can never hold while typing. */
  filter?: InputFilter;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** Id of a datalist of suggestions. */
  list?: string;
  onInput?: (event: InputEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus?: () => void;
}

/**
 * One labelled form field with its error: the error is tied to the input (aria-describedby,
 * aria-invalid) and announced when it appears (a live region present from the start).
 */
export function Field(props: FieldProps) {
  const { form, name, label, required = false, type = 'text', options = [], defaultValue, filter } = props;
  const id = `${form.id}-${name}`;
  const error = form.errors[name];
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    required,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onBlur: (event: FocusEvent<Control>) => {
      // Leaving for Submit: the submit checks every field, and a message appearing now would move
      // the button from under the pointer before the click lands.
      const next = event.relatedTarget;
      if (next instanceof HTMLButtonElement && next.type === 'submit' && next.form === event.currentTarget.form) return;
      form.check(name, event.currentTarget.value);
    },
    onFocus: props.onFocus,
  };
  const onInput = (event: InputEvent<Control>) => {
    const control = event.currentTarget;
    if (filter) {
      const filtered = filter(control.value);
      if (filtered !== control.value) control.value = filtered;
    }
    if (error) form.check(name, control.value);
  };

  let control;
  if (type === 'textarea')
    control = <textarea {...common} rows={5} maxLength={TEXT_LIMITS.message} onInput={onInput} />;
  else if (type === 'select')
    control = (
      <select {...common}>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    );
  else
    control = (
      <input
        {...common}
        type={type}
        maxLength={TEXT_LIMITS.line}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        list={props.list}
        onKeyDown={props.onKeyDown}
        onInput={(event) => {
          onInput(event);
          props.onInput?.(event);
        }}
      />
    );

  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {control}
      {/* Always present and sized, so a message neither moves the page under the pointer nor goes unannounced. */}
      <p id={errorId} className="field__error" role="alert">
        {error}
      </p>
    </div>
  );
}
