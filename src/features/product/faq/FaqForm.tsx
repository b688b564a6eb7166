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
 * and question, verified as human, then PostFAQ. Its heading sits under the page's own: a section
 * of the item page's FAQ tab, the first section of /faq.
 */
export default function FaqForm({ sku = '', level = 3 }: { sku?: string; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ProductForm
      intro={<Heading>Ask a Question</Heading>}
      schema={faqForm}
      fields={fields}
      send={(values, pass) => postFaq(faqBody(values, sku), pass)}
    />
  );
}
