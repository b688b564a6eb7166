import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { NEWSLETTER_LABEL } from './enquiry-options.ts';
import { NEWSLETTER_FIELD } from './enquiry-bodies.ts';
import type { FormStatusModel } from './form-status.store.ts';
import type { FormValues } from './form-values.ts';
import { FormStatusView } from './FormStatusView.tsx';
import type { EnquiryForm } from './use-schema-form.ts';
import './forms.css';

/** The newsletter opt-in of the enquiry forms (checked unless the form's spec says otherwise). */
export function NewsletterOptIn({ form, defaultChecked = true }: { form: EnquiryForm; defaultChecked?: boolean }) {
  return (
    <label className="field field--inline">
      <input
        type="checkbox"
        id={`${form.id}-${NEWSLETTER_FIELD}`}
        defaultChecked={defaultChecked}
        {...form.register(NEWSLETTER_FIELD)}
      />
      <span>{NEWSLETTER_LABEL}</span>
    </label>
  );
}

interface ShellProps {
  form: EnquiryForm;
  /** Accessible name of the form. */
  label: string;
  status: FormStatusModel;
  /** Posts valid values with the verification pass (one of `enquiry.api.ts`). */
  send: (values: FormValues, pass: string) => Promise<unknown>;
  /** After a successful post, e.g. back to the defaults. */
  onSent?: () => void;
  /** The status screen takes the form's place while pending and after a result (the default). */
  replace?: boolean;
  children: ReactNode;
}

/**
 * An enquiry form with its status: fields, Submit, and the loader and result from the form status.
 * Valid values go through human verification, then `send`.
 * The form is hidden rather than removed while the status shows, so a failure gives back exactly
 * what was typed; focus moves to the status so it is read out.
 */
export function EnquiryFormShell({ form, label, status, send, onSent, replace = true, children }: ShellProps) {
  const current = useStore(status.$status);
  const retryAfter = useStore(status.$retryAfter);
  const onValid = (values: FormValues) => {
    void status
      .submit((pass) => send(values, pass))
      .then((sent) => {
        if (sent) onSent?.();
      });
  };
  const statusRef = useRef<HTMLDivElement>(null);
  const hideForm = replace && current !== null;

  useEffect(() => {
    if (hideForm) statusRef.current?.focus();
  }, [hideForm]);

  return (
    <div className="enquiry">
      <form
        className="enquiry__form"
        aria-label={label}
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        hidden={hideForm}
      >
        {children}
        <div className="enquiry__actions">
          <button className="button" type="submit" disabled={current === 'pending'}>
            Submit
          </button>
        </div>
      </form>
      <div ref={statusRef} tabIndex={-1} className="enquiry__status">
        <FormStatusView status={current} retryAfterSeconds={retryAfter} />
      </div>
    </div>
  );
}
