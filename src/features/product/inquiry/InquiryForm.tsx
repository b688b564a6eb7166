import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { createFormStatus } from '../../forms/form-status.store.ts';
import { prepareVerification } from '../../forms/verify.ts';
import { shareUrl } from '../share/share.ts';
import { sendProductEnquiry } from '../product-forms.api.ts';
import { fieldMax, filterEmailInput, NEWSLETTER_LABEL, productFormTimings } from '../product-form.ts';
import { ProductField } from '../ProductField.tsx';
import { ProductFormStatus } from '../ProductFormStatus.tsx';
import { useProductForm } from '../use-product-form.ts';
import { inquiryBody, inquiryFieldNames, inquiryForm, type InquiryFieldName } from './inquiry-form.ts';
import '../../forms/forms.css';
import '../product-forms.css';

interface InquiryFormProps {
  sku: string;
  title: string;
  path: string;
  /** The public origin, for the product address sent with the enquiry from a local host. */
  siteOrigin: string;
}

const contactFields: ReadonlyArray<[InquiryFieldName, string, 'text' | 'email' | 'tel', string, number, boolean]> = [
  ['firstName', 'First name', 'text', 'given-name', fieldMax.name, true],
  ['lastName', 'Last name', 'text', 'family-name', fieldMax.name, false],
  ['company', 'Company', 'text', 'organization', fieldMax.company, false],
  ['phone', 'Phone', 'tel', 'tel', fieldMax.phone, false],
  ['email', 'Email', 'email', 'email', fieldMax.email, true],
];

/** The Inquire Product tab: a question about this product, stored and mailed to sales. */
export default function InquiryForm({ sku, title, path, siteOrigin }: InquiryFormProps) {
  const [model] = useState(() => createFormStatus(productFormTimings));
  const status = useStore(model.$status);
  const form = useProductForm(inquiryForm, inquiryFieldNames);
  const { errors } = form;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    const url = shareUrl(path, window.location.origin, siteOrigin);
    const body = inquiryBody(values, { sku, title, url });
    if (await model.submit((pass) => sendProductEnquiry(body, pass))) form.reset();
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
        <p className="product-form__about">
          Ask our sales team about <strong>{title}</strong> (MPN {sku}).
        </p>
        <div className="form-grid">
          {contactFields.map(([name, label, type, autoComplete, max, required]) => (
            <ProductField
              key={name}
              name={name}
              label={label}
              type={type}
              required={required}
              autoComplete={autoComplete}
              maxLength={max}
              filter={name === 'email' ? filterEmailInput : undefined}
              error={errors[name]}
              onBlur={() => form.blur(name)}
              onEdit={() => form.edit(name)}
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
