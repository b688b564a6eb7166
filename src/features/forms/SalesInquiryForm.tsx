import { enquiryOptions } from '../../config/forms.ts';
import { salesEnquiryBody } from './enquiry-bodies.ts';
import { salesRules } from './enquiry-rules.ts';
import { sendSalesEnquiry } from './enquiry.api.ts';
import { EnquiryFormShell, NewsletterOptIn } from './EnquiryFormShell.tsx';
import { Field } from './Field.tsx';
import { createFormStatus } from './form-status.store.ts';
import type { FormValues } from './form-values.ts';
import { emailFilter, phoneFilter } from './input-filters.ts';
import { useEnquiryForm } from './use-enquiry-form.ts';

const status = createFormStatus();

/** Sale's Inquiry form (/sales): a status screen replaces it after submit. */
export default function SalesInquiryForm() {
  const form = useEnquiryForm('sales', salesRules);
  const onValid = (values: FormValues) => {
    const body = salesEnquiryBody(values);
    void status.submit((pass) => sendSalesEnquiry(body, pass));
  };

  return (
    <EnquiryFormShell form={form} label="Sale's Inquiry" status={status} onValid={onValid}>
      <div className="form-grid">
        <Field form={form} name="firstName" label="First name" required autoComplete="given-name" />
        <Field form={form} name="lastName" label="Last name" required autoComplete="family-name" />
        <Field form={form} name="email" label="Email" type="email" required filter={emailFilter} autoComplete="email" />
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
        <Field form={form} name="company" label="Company" required autoComplete="organization" />
        <Field form={form} name="site" label="Website" type="url" autoComplete="url" />
        <Field form={form} name="country" label="Country" required autoComplete="country-name" />
        <Field form={form} name="clientType" label="I am a" type="select" options={enquiryOptions.salesClientType} />
        <Field
          form={form}
          name="referredBy"
          label="Referred by"
          type="select"
          options={enquiryOptions.salesReferredBy}
        />
      </div>
      <Field form={form} name="comments" label="Comments" type="textarea" />
      <NewsletterOptIn form={form} />
    </EnquiryFormShell>
  );
}
