import { countryNames } from '../../config/countries.ts';
import { Field, type FieldProps } from './Field.tsx';
import { emailFilter, phoneFilter } from './input-filters.ts';
import type { EnquiryForm } from './use-schema-form.ts';

/** The visitor's contact fields, labelled and filtered the same way on every form. */
const contactFields = {
  name: { label: 'Name', autoComplete: 'name' },
  firstName: { label: 'First name', autoComplete: 'given-name' },
  lastName: { label: 'Last name', autoComplete: 'family-name' },
  email: { label: 'Email', type: 'email', filter: emailFilter, autoComplete: 'email' },
  phone: { label: 'Phone', type: 'tel', filter: phoneFilter, inputMode: 'numeric', autoComplete: 'tel' },
  company: { label: 'Company', autoComplete: 'organization' },
  // A list, not free text; the empty first entry keeps "Country is required" until one is chosen.
  country: { label: 'Country', type: 'select', options: ['', ...countryNames()], autoComplete: 'country-name' },
} as const satisfies Record<string, Omit<FieldProps, 'form' | 'name'>>;

export type ContactField = keyof typeof contactFields;

/** Contact fields in the given order; those in `required` are marked required. */
export function ContactFields({
  form,
  fields,
  required = [],
}: {
  form: EnquiryForm;
  fields: readonly ContactField[];
  required?: readonly ContactField[];
}) {
  return fields.map((name) => (
    <Field key={name} form={form} name={name} {...contactFields[name]} required={required.includes(name)} />
  ));
}
