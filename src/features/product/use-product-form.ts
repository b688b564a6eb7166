import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from './product-form.ts';

/**
 * Values and messages of a product page form: a field is checked when it is left, and every field
 * again on submit (`validate` answers whether the form may be sent).
 */
export function useProductForm<T extends Record<string, string | boolean>>(schema: z.ZodType, empty: T) {
  const [values, setValues] = useState<T>(empty);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof T, string>>>({});

  return {
    values,
    errors,
    set<K extends keyof T>(key: K, value: T[K]) {
      setValues((current) => ({ ...current, [key]: value }));
    },
    blur(key: Extract<keyof T, string>) {
      const message = fieldErrors<Extract<keyof T, string>>(schema, values)[key];
      setErrors((current) => ({ ...current, [key]: message }));
    },
    validate(): boolean {
      const all = fieldErrors<Extract<keyof T, string>>(schema, values);
      setErrors(all);
      return Object.keys(all).length === 0;
    },
    reset() {
      setValues(empty);
      setErrors({});
    },
  };
}
