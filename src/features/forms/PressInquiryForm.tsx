import { ContactFields } from './ContactFields.tsx';
import { pressEnquiryBody } from './enquiry-bodies.ts';
import { pressForm } from './enquiry-schemas.ts';
import { sendPressEnquiry } from './enquiry.api.ts';
import { EnquiryFormShell, NewsletterOptIn } from './EnquiryFormShell.tsx';
import { Field } from './Field.tsx';
import { createFormStatus } from './form-status.store.ts';
import { useEnquiryForm } from './use-schema-form.ts';

const status = createFormStatus();

/** Press form (/press): a result view replaces it after submit. */
export default function PressInquiryForm() {
  const form = useEnquiryForm('press', pressForm);
  return (
    <EnquiryFormShell
      form={form}
      label="Press inquiry"
      status={status}
      send={(values, pass) => sendPressEnquiry(pressEnquiryBody(values), pass)}
    >
      <div className="form-grid">
        <ContactFields
          form={form}
          fields={['name', 'company', 'email', 'phone']}
          required={['name', 'company', 'email', 'phone']}
        />
      </div>
      <Field form={form} name="inquiry" label="Inquiry" type="textarea" required />
      <NewsletterOptIn form={form} />
    </EnquiryFormShell>
  );
}
