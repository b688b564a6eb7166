import { useState } from 'react';
import type { FieldErrors } from '../forms/validation.ts';

export interface FormModel<K extends string> {
  values: Record<K, string>;
  /** Errors of the fields checked so far (left once, or every field after a submit). */
  errors: FieldErrors<K>;
  set: (field: K, value: string) => void;
  /** Checks a field as the visitor leaves it. */
  blur: (field: K) => void;
  /** Checks every field; true when the form is valid. */
  check: () => boolean;
  reset: (values: Record<K, string>) => void;
}

/** A small form: validation on leaving a field and again at submit, as every form of the site does. */
export function useForm<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => FieldErrors<K>,
): FormModel<K> {
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<ReadonlySet<K>>(new Set());
  const all = validate(values);
  const errors: FieldErrors<K> = {};
  for (const field of checked) if (all[field]) errors[field] = all[field];
  return {
    values,
    errors,
    set: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    blur: (field) => setChecked((current) => new Set([...current, field])),
    check: () => {
      setChecked(new Set(Object.keys(values) as K[]));
      return Object.keys(all).length === 0;
    },
    reset: (next) => {
      setValues(next);
      setChecked(new Set());
    },
  };
}
