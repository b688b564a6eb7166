import { useStore } from '@nanostores/react';
import { timing } from '../../config/timing.ts';
import { ContactFields } from './ContactFields.tsx';
import { productInquiryBody } from './enquiry-bodies.ts';
import { productInquiryForm } from './enquiry-schemas.ts';
import { sendProductEnquiry } from './enquiry.api.ts';
import { EnquiryFormShell, NewsletterOptIn } from './EnquiryFormShell.tsx';
import { Field } from './Field.tsx';
import { createFormStatus } from './form-status.store.ts';
import type { FormValues } from './form-values.ts';
import { $inquiryProduct } from './inquiry-product.store.ts';
import { useEnquiryForm } from './use-schema-form.ts';

/** A product-facing form: the loader shows at least 2 s and every result clears after 3 s. */
const status = createFormStatus({
  successResetMs: timing.formStatusResetMs,
  minimumPendingMs: timing.formLoaderMinimumMs,
});

/** Product Inquiry form (/inquireproduct): asks about the product the page shows. */
export default function ProductInquiryForm() {
  const product = useStore($inquiryProduct);
  const form = useEnquiryForm('inquiry', productInquiryForm);
  const send = (values: FormValues, pass: string) => {
    // The page shows the form only once a product is chosen.
    if (!product) throw new Error('No product is chosen');
    return sendProductEnquiry(productInquiryBody(values, product, window.location.origin), pass);
  };

  return (
    <EnquiryFormShell form={form} label="Product inquiry" status={status} send={send} onSent={() => form.reset()}>
      <div className="form-grid">
        <ContactFields
          form={form}
          fields={['firstName', 'lastName', 'company', 'phone', 'email']}
          required={['firstName', 'lastName', 'company', 'phone', 'email']}
        />
      </div>
      <Field form={form} name="question" label="Question" type="textarea" required />
      <NewsletterOptIn form={form} defaultChecked={false} />
    </EnquiryFormShell>
  );
}
