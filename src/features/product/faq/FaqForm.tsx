import { postFaq } from '../product-forms.api.ts';
import { fieldMax } from '../product-form.ts';
import { ProductForm, type ContactField } from '../ProductForm.tsx';
import { faqBody, faqForm } from './faq-form.ts';

const fields: ReadonlyArray<ContactField<'name' | 'email'>> = [
  { name: 'name', label: 'Name', autoComplete: 'name', maxLength: fieldMax.name, required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: fieldMax.email, required: true },
];

/**
 * Ask a question about a product (its FAQ tab) or in general (/faq, without a sku): name, email
 * and question, verified as human, then PostFAQ.
 */
export default function FaqForm({ sku = '' }: { sku?: string }) {
  return (
    <ProductForm
      intro={<h3>Ask a Question</h3>}
      schema={faqForm}
      fields={fields}
      send={(values, pass) => postFaq(faqBody(values, sku), pass)}
    />
  );
}
