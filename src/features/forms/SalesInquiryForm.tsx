import { enquiryOptions } from './enquiry-options.ts';
import { ContactFields } from './ContactFields.tsx';
import { salesEnquiryBody } from './enquiry-bodies.ts';
import { salesForm } from './enquiry-schemas.ts';
import { sendSalesEnquiry } from './enquiry.api.ts';
import { EnquiryFormShell, NewsletterOptIn } from './EnquiryFormShell.tsx';
import { Field } from './Field.tsx';
import { createFormStatus } from './form-status.store.ts';
import { useEnquiryForm } from './use-schema-form.ts';

const status = createFormStatus();

/** Sale's Inquiry form (/sales): a status screen replaces it after submit. */
export default function SalesInquiryForm() {
  const form = useEnquiryForm('sales', salesForm);
  return (
    <EnquiryFormShell
      form={form}
      label="Sale's Inquiry"
      status={status}
      send={(values, pass) => sendSalesEnquiry(salesEnquiryBody(values), pass)}
    >
      <div className="form-grid">
        <ContactFields
          form={form}
          fields={['firstName', 'lastName', 'email', 'phone', 'company']}
          required={['firstName', 'lastName', 'email', 'phone', 'company']}
        />
        <Field form={form} name="site" label="Website" type="url" autoComplete="url" />
        <ContactFields form={form} fields={['country']} required={['country']} />
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
