import { useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { controlsOf, readValues, type FormValues } from './form-values.ts';
import { fieldError, formErrors, type FieldErrors, type FormRules } from './validation.ts';

/** What `Field` needs from its form: ids, the field's error and the blur/input checks. */
export interface EnquiryForm<K extends string = string> {
  formRef: RefObject<HTMLFormElement | null>;
  /** Prefix of the ids of the form's fields and errors (unique on the page). */
  id: string;
  errors: FieldErrors<K>;
  /** Checks one field, as on leaving it. */
  check(name: string, value: string): void;
  /** Wraps the send step: validates every field, focuses the first invalid one or sends the values. */
  handleSubmit(send: (values: FormValues) => void): (event: SubmitEvent<HTMLFormElement>) => void;
  /** Back to the page's default values, without errors. */
  reset(): void;
}

/**
 * The behaviour every enquiry form shares: each field is checked on leaving it and all again on
 * submit; a failing submit is blocked and focus goes to the first invalid field. Fields are
 * uncontrolled, so nothing typed is lost to hydration or to a failed submit.
 */
export function useEnquiryForm<K extends string>(id: string, rules: FormRules<K>): EnquiryForm<K> {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const check = (name: string, value: string) => {
    if (!(name in rules)) return;
    const error = fieldError(rules[name as K], value);
    setErrors((current) => {
      if ((current[name as K] ?? null) === error) return current;
      const next = { ...current };
      if (error) next[name as K] = error;
      else delete next[name as K];
      return next;
    });
  };

  const handleSubmit = (send: (values: FormValues) => void) => (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readValues(form);
    const found = formErrors(rules, values);
    setErrors(found);
    const firstInvalid = controlsOf(form).find((control) => control.name in found);
    if (firstInvalid) firstInvalid.focus();
    else send(values);
  };

  const reset = () => {
    formRef.current?.reset();
    setErrors({});
  };

  return { formRef, id, errors, check, handleSubmit, reset };
}
