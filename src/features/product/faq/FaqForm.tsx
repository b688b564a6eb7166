import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { createFormStatus } from '../../forms/form-status.store.ts';
import { prepareVerification } from '../../forms/verify.ts';
import { postFaq } from '../product-forms.api.ts';
import { fieldMax, filterEmailInput, NEWSLETTER_LABEL, productFormTimings } from '../product-form.ts';
import { ProductField } from '../ProductField.tsx';
import { ProductFormStatus } from '../ProductFormStatus.tsx';
import { useProductForm } from '../use-product-form.ts';
import { faqBody, faqForm, faqFieldNames } from './faq-form.ts';
import '../../forms/forms.css';
import '../product-forms.css';

/**
 * Ask a question about a product (its FAQ tab) or in general (/faq, without a sku): name, email
 * and question, verified as human, then PostFAQ. The form stays in the page, hidden, while the
 * status shows, so a failed question is not lost.
 */
export default function FaqForm({ sku = '' }: { sku?: string }) {
  const [model] = useState(() => createFormStatus(productFormTimings));
  const status = useStore(model.$status);
  const form = useProductForm(faqForm, faqFieldNames);
  const { errors } = form;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    const body = faqBody(values, sku);
    if (await model.submit((pass) => postFaq(body, pass))) form.reset();
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
        <h3>Ask a Question</h3>
        <div className="form-grid">
          <ProductField
            name="name"
            label="Name"
            required
            autoComplete="name"
            maxLength={fieldMax.name}
            error={errors.name}
            onBlur={() => form.blur('name')}
            onEdit={() => form.edit('name')}
          />
          <ProductField
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            maxLength={fieldMax.email}
            filter={filterEmailInput}
            error={errors.email}
            onBlur={() => form.blur('email')}
            onEdit={() => form.edit('email')}
          />
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
