import { shareUrl } from '../share/share.ts';
import { sendProductEnquiry } from '../product-forms.api.ts';
import { fieldMax } from '../product-form.ts';
import { ProductForm, type ContactField } from '../ProductForm.tsx';
import { inquiryBody, inquiryForm, type InquiryFieldName } from './inquiry-form.ts';

interface InquiryFormProps {
  sku: string;
  title: string;
  path: string;
  /** The public origin, for the product address sent with the enquiry from a local host. */
  siteOrigin: string;
}

const fields: ReadonlyArray<ContactField<Exclude<InquiryFieldName, 'question'>>> = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', maxLength: fieldMax.name, required: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', maxLength: fieldMax.name },
  { name: 'company', label: 'Company', autoComplete: 'organization', maxLength: fieldMax.company },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: fieldMax.phone },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: fieldMax.email, required: true },
];

/** The Inquire Product tab: a question about this product, stored and mailed to sales. */
export default function InquiryForm({ sku, title, path, siteOrigin }: InquiryFormProps) {
  return (
    <ProductForm
      intro={
        <p className="product-form__about">
          Ask our sales team about <strong>{title}</strong> (MPN {sku}).
        </p>
      }
      schema={inquiryForm}
      fields={fields}
      send={(values, pass) => {
        const url = shareUrl(path, window.location.origin, siteOrigin);
        return sendProductEnquiry(inquiryBody(values, { sku, title, url }), pass);
      }}
    />
  );
}
