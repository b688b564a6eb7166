import { timing } from '../../config/timing.ts';
import { ContactFields } from './ContactFields.tsx';
import { newsletterBody } from './enquiry-bodies.ts';
import { newsletterForm } from './enquiry-schemas.ts';
import { sendNewsletterSignup } from './enquiry.api.ts';
import { EnquiryFormShell } from './EnquiryFormShell.tsx';
import { createFormStatus } from './form-status.store.ts';
import { useEnquiryForm } from './use-schema-form.ts';

/** The status clears after 3 s on failure and on success alike. */
const status = createFormStatus({ successResetMs: timing.formStatusResetMs });

/** Newsletter signup (/signup): the status shows under the form, which empties on success. */
export default function NewsletterSignupForm() {
  const form = useEnquiryForm('signup', newsletterForm);
  return (
    <EnquiryFormShell
      form={form}
      label="Newsletter signup"
      status={status}
      replace={false}
      send={(values, pass) => sendNewsletterSignup(newsletterBody(values), pass)}
      onSent={() => form.reset()}
    >
      <div className="form-grid">
        <ContactFields form={form} fields={['name', 'email']} required={['name', 'email']} />
      </div>
    </EnquiryFormShell>
  );
}
