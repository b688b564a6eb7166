import { ContactFields } from './ContactFields.tsx';
import { generalQueryBody } from './enquiry-bodies.ts';
import { generalQueryForm } from './enquiry-schemas.ts';
import { sendGeneralQuery } from './enquiry.api.ts';
import { EnquiryFormShell, NewsletterOptIn } from './EnquiryFormShell.tsx';
import { Field } from './Field.tsx';
import { createFormStatus } from './form-status.store.ts';
import { useEnquiryForm } from './use-schema-form.ts';

const status = createFormStatus();

/** General query form (/contact): a result view replaces it after submit. */
export default function GeneralQueryForm() {
  const form = useEnquiryForm('contact', generalQueryForm);
  return (
    <EnquiryFormShell
      form={form}
      label="General query"
      status={status}
      send={(values, pass) => sendGeneralQuery(generalQueryBody(values), pass)}
    >
      <div className="form-grid">
        <ContactFields
          form={form}
          fields={['firstName', 'lastName', 'email', 'phone', 'company']}
          required={['firstName', 'lastName', 'email']}
        />
      </div>
      <Field form={form} name="inquiry" label="Inquiry" type="textarea" required />
      <NewsletterOptIn form={form} />
    </EnquiryFormShell>
  );
}
