import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { createFormStatus } from '../forms/form-status.store.ts';
import { useSchemaForm, type FormSchema } from '../forms/use-schema-form.ts';
import { prepareVerification } from '../forms/verify.ts';
import { NEWSLETTER_LABEL } from '../forms/enquiry-options.ts';
import { fieldMax, filterEmailInput, productFormTimings } from './product-form.ts';
import { ProductField } from './ProductField.tsx';
import { ProductFormStatus } from './ProductFormStatus.tsx';
import '../forms/forms.css';
import './product-forms.css';

/** The fields' text by name, and whether the newsletter opt-in is checked. */
export type FormValues<K extends string> = Record<K, string> & { newsletter: boolean };

/** A contact field of a product form (laid out in the grid above the question). */
export interface ContactField<K extends string> {
  name: K;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  maxLength: number;
  required?: boolean;
}

interface ProductFormProps<K extends string> {
  /** The heading or text above the fields. */
  intro: ReactNode;
  schema: FormSchema;
  fields: ReadonlyArray<ContactField<K>>;
  /** Posts the checked values with the human-verification pass. */
  send: (values: FormValues<K | 'question'>, pass: string) => Promise<unknown>;
}

/**
 * The frame of the product page's forms: contact fields, the question, the newsletter opt-in
 * (checked) and Submit; then verification, the loader (at least 2 s) and the Thank You or Error
 * view. The form stays in the page, hidden, while the status shows, so nothing typed is lost on a
 * failure; it is emptied after a success.
 */
export function ProductForm<K extends string>({ intro, schema, fields, send }: ProductFormProps<K>) {
  const [model] = useState(() => createFormStatus(productFormTimings));
  const status = useStore(model.$status);
  const retryAfter = useStore(model.$retryAfter);
  const form = useSchemaForm<FormValues<K | 'question'>>(schema);

  async function onValid(values: FormValues<K | 'question'>) {
    if (await model.submit((pass) => send(values, pass))) form.reset();
  }

  return (
    <>
      <ProductFormStatus status={status} retryAfterSeconds={retryAfter} />
      <form
        className="product-form"
        noValidate
        hidden={status !== null}
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        onFocus={() => prepareVerification()}
      >
        {intro}
        <div className="form-grid">
          {fields.map((field) => (
            <ProductField
              key={field.name}
              {...field}
              form={form}
              filter={field.type === 'email' ? filterEmailInput : undefined}
            />
          ))}
        </div>
        <ProductField name="question" label="Question" multiline required maxLength={fieldMax.text} form={form} />
        <label className="field field--inline">
          <input type="checkbox" defaultChecked {...form.register('newsletter' as Path<FormValues<K | 'question'>>)} />
          <span>{NEWSLETTER_LABEL}</span>
        </label>
        <button type="submit" className="button">
          Submit
        </button>
      </form>
    </>
  );
}
