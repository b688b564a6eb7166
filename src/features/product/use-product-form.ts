import { useRef, useState } from 'react';
import type * as z from 'zod/mini';
import type { FieldErrors } from '../forms/validation.ts';
import { fieldErrors } from './product-form.ts';

/** The fields' text by name, and whether the newsletter opt-in is checked. */
export type FormValues<K extends string> = Record<K, string> & { newsletter: boolean };

/**
 * Messages of a product page form. Inputs are uncontrolled: the islands hydrate on first focus, so
 * text typed before hydration must count, and it lives in the DOM. A field is checked when it is
 * left, and every field again on submit (`validate` answers the values, or null when blocked).
 */
export function useProductForm<K extends string>(schema: z.ZodMiniType, names: readonly K[]) {
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  function read(): FormValues<K> {
    const data = new FormData(ref.current ?? undefined);
    const texts = Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
    return { ...texts, newsletter: data.has('newsletter') };
  }

  return {
    ref,
    errors,
    blur(name: K) {
      const message = fieldErrors<K>(schema, read())[name];
      setErrors((current) => ({ ...current, [name]: message }));
    },
    /**
     * While a field shows a message, each edit checks it again, so the message goes as soon as the
     * text is right, not when the field is left (the click on Submit would land where the message
     * had pushed the button).
     */
    edit(name: K) {
      if (errors[name] === undefined) return;
      const message = fieldErrors<K>(schema, read())[name];
      setErrors((current) => ({ ...current, [name]: message }));
    },
    validate(): FormValues<K> | null {
      const values = read();
      const all = fieldErrors<K>(schema, values);
      setErrors(all);
      return Object.keys(all).length === 0 ? values : null;
    },
    reset() {
      ref.current?.reset();
      setErrors({});
    },
  };
}
