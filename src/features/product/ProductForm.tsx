import { useStore } from '@nanostores/react';
import { useState, type ReactNode, type SubmitEvent } from 'react';
import type * as z from 'zod/mini';
import { createFormStatus } from '../forms/form-status.store.ts';
import { prepareVerification } from '../forms/verify.ts';
import { NEWSLETTER_LABEL } from '../forms/enquiry-options.ts';
import { fieldMax, filterEmailInput, productFormTimings } from './product-form.ts';
import { ProductField } from './ProductField.tsx';
import { ProductFormStatus } from './ProductFormStatus.tsx';
import { useProductForm, type FormValues } from './use-product-form.ts';
import '../forms/forms.css';
import './product-forms.css';

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
  schema: z.ZodMiniType;
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
  const form = useProductForm<K | 'question'>(schema, [...fields.map((field) => field.name), 'question']);
  const { errors } = form;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    if (await model.submit((pass) => send(values, pass))) form.reset();
  }

  return (
    <>
      <ProductFormStatus status={status} />
      <form
        ref={form.ref}
        className="product-form"
        noValidate
        hidden={status !== null}
        onSubmit={onSubmit}
        onFocus={() => prepareVerification()}
      >
        {intro}
        <div className="form-grid">
          {fields.map((field) => (
            <ProductField
              key={field.name}
              {...field}
              filter={field.type === 'email' ? filterEmailInput : undefined}
              error={errors[field.name]}
              onBlur={() => form.blur(field.name)}
              onEdit={() => form.edit(field.name)}
            />
          ))}
        </div>
        <ProductField
          name="question"
          label="Question"
          multiline
          required
          maxLength={fieldMax.text}
          error={errors.question}
          onBlur={() => form.blur('question')}
          onEdit={() => form.edit('question')}
        />
        <label className="field field--inline">
          <input type="checkbox" name="newsletter" defaultChecked />
          <span>{NEWSLETTER_LABEL}</span>
        </label>
        <button type="submit" className="button">
          Submit
        </button>
      </form>
    </>
  );
}
