import { pressEnquiryBody } from './enquiry-bodies.ts';
import { pressRules } from './enquiry-rules.ts';
import { sendPressEnquiry } from './enquiry.api.ts';
import { EnquiryFormShell, NewsletterOptIn } from './EnquiryFormShell.tsx';
import { Field } from './Field.tsx';
import { createFormStatus } from './form-status.store.ts';
import type { FormValues } from './form-values.ts';
import { emailFilter, phoneFilter } from './input-filters.ts';
import { useEnquiryForm } from './use-enquiry-form.ts';

const status = createFormStatus();

/** Press form (/press): a result view replaces it after submit. */
export default function PressInquiryForm() {
  const form = useEnquiryForm('press', pressRules);
  const onValid = (values: FormValues) => {
    const body = pressEnquiryBody(values);
    void status.submit((pass) => sendPressEnquiry(body, pass));
  };

  return (
    <EnquiryFormShell form={form} label="Press inquiry" status={status} onValid={onValid}>
      <div className="form-grid">
        <Field form={form} name="name" label="Name" required autoComplete="name" />
        <Field form={form} name="company" label="Company" required autoComplete="organization" />
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
      </div>
      <Field form={form} name="inquiry" label="Inquiry" type="textarea" required />
      <NewsletterOptIn form={form} />
    </EnquiryFormShell>
  );
}
