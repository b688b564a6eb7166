import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useChecksOfFieldsLeftEarly } from './field-wiring.ts';
import type { FormValues } from './form-values.ts';

/** A form's zod schema: an object of its fields' rules (from the contract). */
export type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

export interface SchemaFormOptions<T extends FieldValues> {
  /**
   * Values known before the form draws (e.g. a profile). Leave text fields out otherwise: a field
   * without a default is read from its input when it registers, so text typed or autofilled before
   * the island hydrated is kept.
   */
  defaultValues?: DefaultValues<T>;
  /** When a field is checked first: when it is left (the site's forms), or as it is typed (staff editors). */
  mode?: 'onBlur' | 'onChange';
}

/**
 * Every form of the site: react-hook-form with the contract's zod rules. A field is checked when it
 * is left and every field again at submit; a failing submit is blocked and focus goes to the first
 * invalid field. Submit handlers get the values as typed (`raw`), so fields the schema does not
 * check (selects, opt-ins) reach the body builders too.
 */
export function useSchemaForm<T extends FieldValues = FormValues>(
  schema: FormSchema,
  options: SchemaFormOptions<T> = {},
): UseFormReturn<T> {
  const form = useForm<T>({
    // The resolver's types follow the schema's output; the form's values are typed by the caller.
    resolver: zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<T>,
    mode: options.mode ?? 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...(options.defaultValues ? { defaultValues: options.defaultValues } : {}),
  });
  useChecksOfFieldsLeftEarly(form);
  return form;
}

/** An enquiry form: its react-hook-form and the prefix of its fields' ids (unique on the page). */
export interface EnquiryForm extends UseFormReturn<FormValues> {
  id: string;
}

export function useEnquiryForm(
  id: string,
  schema: FormSchema,
  options: SchemaFormOptions<FormValues> = {},
): EnquiryForm {
  return { ...useSchemaForm<FormValues>(schema, options), id };
}
