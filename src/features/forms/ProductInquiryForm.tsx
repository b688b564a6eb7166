import { useStore } from '@nanostores/react';
import { timing } from '../../config/timing.ts';
import { productInquiryBody } from './enquiry-bodies.ts';
import { productInquiryRules } from './enquiry-rules.ts';
import { sendProductEnquiry } from './enquiry.api.ts';
import { EnquiryFormShell, NewsletterOptIn } from './EnquiryFormShell.tsx';
import { Field } from './Field.tsx';
import { createFormStatus } from './form-status.store.ts';
import type { FormValues } from './form-values.ts';
import { emailFilter, phoneFilter } from './input-filters.ts';
import { $inquiryProduct } from './inquiry-product.store.ts';
import { useEnquiryForm } from './use-enquiry-form.ts';

/** A product-facing form: the loader shows at least 2 s and every result clears after 3 s. */
const status = createFormStatus({
  successResetMs: timing.formStatusResetMs,
  minimumPendingMs: timing.formLoaderMinimumMs,
});

/** Product Inquiry form (/inquireproduct): asks about the product the page shows. */
export default function ProductInquiryForm() {
  const product = useStore($inquiryProduct);
  const form = useEnquiryForm('inquiry', productInquiryRules);
  const onValid = (values: FormValues) => {
    if (!product) return;
    const body = productInquiryBody(values, product, window.location.origin);
    void status
      .submit((pass) => sendProductEnquiry(body, pass))
      .then((sent) => {
        if (sent) form.reset();
      });
  };

  return (
    <EnquiryFormShell form={form} label="Product inquiry" status={status} onValid={onValid}>
      <div className="form-grid">
        <Field form={form} name="firstName" label="First name" required autoComplete="given-name" />
        <Field form={form} name="lastName" label="Last name" required autoComplete="family-name" />
        <Field form={form} name="company" label="Company" required autoComplete="organization" />
        <Field
          form={form}
          name="phone"
          label="Phone"
          type="tel"
          required
          filter={phoneFilter}
          inputMode="numeric"
          autoComplete="tel-national"
        />
        <Field form={form} name="email" label="Email" type="email" required filter={emailFilter} autoComplete="email" />
      </div>
      <Field form={form} name="question" label="Question" type="textarea" required />
      <NewsletterOptIn form={form} defaultChecked={false} />
    </EnquiryFormShell>
  );
}
