import { timing } from '../../config/timing.ts';
import { newsletterBody } from './enquiry-bodies.ts';
import { newsletterRules } from './enquiry-rules.ts';
import { sendNewsletterSignup } from './enquiry.api.ts';
import { EnquiryFormShell } from './EnquiryFormShell.tsx';
import { Field } from './Field.tsx';
import { createFormStatus } from './form-status.store.ts';
import type { FormValues } from './form-values.ts';
import { emailFilter } from './input-filters.ts';
import { useEnquiryForm } from './use-enquiry-form.ts';

/** The status clears after 3 s on failure and on success alike. */
const status = createFormStatus({ successResetMs: timing.formStatusResetMs });

/** Newsletter signup (/signup): the status shows under the form, which empties on success. */
export default function NewsletterSignupForm() {
  const form = useEnquiryForm('signup', newsletterRules);
  const onValid = (values: FormValues) => {
    const body = newsletterBody(values);
    void status
      .submit((pass) => sendNewsletterSignup(body, pass))
      .then((sent) => {
        if (sent) form.reset();
      });
  };

  return (
    <EnquiryFormShell form={form} label="Newsletter signup" status={status} onValid={onValid} replace={false}>
      <div className="form-grid">
        <Field form={form} name="name" label="Name" required autoComplete="name" />
        <Field form={form} name="email" label="Email" type="email" required filter={emailFilter} autoComplete="email" />
      </div>
    </EnquiryFormShell>
  );
}
