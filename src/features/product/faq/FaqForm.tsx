import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { createFormStatus } from '../../forms/form-status.store.ts';
import { prepareVerification } from '../../forms/verify.ts';
import { postFaq } from '../product-forms.api.ts';
import { fieldMax, filterEmailInput, NEWSLETTER_LABEL, productFormTimings } from '../product-form.ts';
import { ProductField } from '../ProductField.tsx';
import { ProductFormStatus } from '../ProductFormStatus.tsx';
import { useProductForm } from '../use-product-form.ts';
import { emptyFaq, faqBody, faqForm } from './faq-form.ts';
import '../../forms/forms.css';
import '../product-forms.css';

/**
 * Ask a question about a product (its FAQ tab) or in general (/faq, without a sku): name, email
 * and question, verified as human, then PostFAQ.
 */
export default function FaqForm({ sku = '' }: { sku?: string }) {
  const [model] = useState(() => createFormStatus(productFormTimings));
  const status = useStore(model.$status);
  const form = useProductForm(faqForm, emptyFaq);
  const { values, errors } = form;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.validate()) return;
    const body = faqBody(values, sku);
    if (await model.submit((pass) => postFaq(body, pass))) form.reset();
  }

  if (status !== null) return <ProductFormStatus status={status} />;
  return (
    <form className="product-form" noValidate onSubmit={onSubmit} onFocus={() => prepareVerification()}>
      <h3>Ask a Question</h3>
      <div className="form-grid">
        <ProductField
          label="Name"
          required
          autoComplete="name"
          maxLength={fieldMax.name}
          value={values.name}
          error={errors.name}
          onChange={(value) => form.set('name', value)}
          onBlur={() => form.blur('name')}
        />
        <ProductField
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={fieldMax.email}
          value={values.email}
          error={errors.email}
          onChange={(value) => form.set('email', filterEmailInput(value))}
          onBlur={() => form.blur('email')}
        />
      </div>
      <ProductField
        label="Question"
        multiline
        required
        maxLength={fieldMax.text}
        value={values.question}
        error={errors.question}
        onChange={(value) => form.set('question', value)}
        onBlur={() => form.blur('question')}
      />
      <label className="field field--inline">
        <input
          type="checkbox"
          checked={values.newsletter}
          onChange={(event) => form.set('newsletter', event.target.checked)}
        />
        <span>{NEWSLETTER_LABEL}</span>
      </label>
      <button type="submit" className="button">
        Submit
      </button>
    </form>
  );
}
