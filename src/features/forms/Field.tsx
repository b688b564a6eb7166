import type { InputEvent, InputHTMLAttributes, KeyboardEvent } from 'react';
import { TEXT_LIMITS } from '../../api/patterns.ts';
import { fieldWiring } from './field-wiring.ts';
import { FieldMessage } from './FieldMessage.tsx';
import type { InputFilter } from './input-filters.ts';
import type { EnquiryForm } from './use-schema-form.ts';

export interface FieldProps {
  form: EnquiryForm;
  name: string;
  label: string;
  /** Shown with a star and `required`; the form's schema decides what is enforced. */
  required?: boolean;
  /** Input type; `textarea` for free text, `select` with `options`. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select';
  options?: readonly string[];
  /** Drops characters the field can never hold while typing. */
  filter?: InputFilter;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** The text the input shows before its island hydrates (a form that already knows its value). */
  defaultValue?: string;
  /** Id of a datalist of suggestions. */
  list?: string;
  onInput?: (event: InputEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus?: () => void;
}

/**
 * One labelled field of an enquiry form with its message: the message is tied to the input
 * (aria-describedby, aria-invalid) and announced when it appears (a live region present from the start).
 */
export function Field(props: FieldProps) {
  const { form, name, label, required = false, type = 'text', options = [] } = props;
  const id = `${form.id}-${name}`;
  const errorId = `${id}-error`;
  const { message, props: wired } = fieldWiring(form, name, { errorId, filter: props.filter });
  const common = { ...wired, id, required, onFocus: props.onFocus };

  let control;
  if (type === 'textarea') control = <textarea {...common} rows={5} maxLength={TEXT_LIMITS.message} />;
  else if (type === 'select')
    control = (
      <select {...common} autoComplete={props.autoComplete}>
        {/* An empty choice still needs a text: the prompt names what to choose. */}
        {options.map((option) => (
          <option key={option} value={option}>
            {option || `Choose ${label.toLowerCase()}`}
          </option>
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
        defaultValue={props.defaultValue}
        list={props.list}
        onKeyDown={props.onKeyDown}
        onInput={props.onInput}
      />
    );

  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {control}
      {/* A live region present from the start, so the message is announced when it appears. */}
      <FieldMessage id={errorId} message={message} announce />
    </div>
  );
}
