import { generalQueryBody } from './enquiry-bodies.ts';
import { generalQueryRules } from './enquiry-rules.ts';
import { sendGeneralQuery } from './enquiry.api.ts';
import { EnquiryFormShell, NewsletterOptIn } from './EnquiryFormShell.tsx';
import { Field } from './Field.tsx';
import { createFormStatus } from './form-status.store.ts';
import type { FormValues } from './form-values.ts';
import { emailFilter, phoneFilter } from './input-filters.ts';
import { useEnquiryForm } from './use-enquiry-form.ts';

const status = createFormStatus();

/** General query form (/contact): a result view replaces it after submit. */
export default function GeneralQueryForm() {
  const form = useEnquiryForm('contact', generalQueryRules);
  const onValid = (values: FormValues) => {
    const body = generalQueryBody(values);
    void status.submit((pass) => sendGeneralQuery(body, pass));
  };

  return (
    <EnquiryFormShell form={form} label="General query" status={status} onValid={onValid}>
      <div className="form-grid">
        <Field form={form} name="firstName" label="First name" required autoComplete="given-name" />
        <Field form={form} name="lastName" label="Last name" required autoComplete="family-name" />
        <Field form={form} name="email" label="Email" type="email" required filter={emailFilter} autoComplete="email" />
        <Field
          form={form}
          name="phone"
          label="Phone"
          type="tel"
          filter={phoneFilter}
          inputMode="numeric"
          autoComplete="tel-national"
        />
        <Field form={form} name="company" label="Company" autoComplete="organization" />
      </div>
      <Field form={form} name="inquiry" label="Inquiry" type="textarea" required />
      <NewsletterOptIn form={form} />
    </EnquiryFormShell>
  );
}
