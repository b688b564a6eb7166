import { useStore } from '@nanostores/react';
import { limits } from '../../../config/index.ts';
import { fieldWiring } from '../field-wiring.ts';
import { FieldMessage } from '../FieldMessage.tsx';
import { FORM_SUCCESS_MESSAGE, SUCCESS_STATUS } from '../form-status.ts';
import { useSchemaForm } from '../use-schema-form.ts';
import { prepareVerification } from '../verify.ts';
import { demoForm, emptyDemoForm, keepPhoneCharacters, type DemoForm as DemoFormState } from './demo-form.ts';
import { demoStatus, submitDemoRequest } from './demo.store.ts';
import '../forms.css';

type Field = 'firstName_chr' | 'lastName_chr' | 'email_chr' | 'phone_chr';
const fields: ReadonlyArray<{ key: Field; label: string; type: string; autoComplete: string; required: boolean }> = [
  { key: 'firstName_chr', label: 'First name', type: 'text', autoComplete: 'given-name', required: true },
  { key: 'lastName_chr', label: 'Last name', type: 'text', autoComplete: 'family-name', required: false },
  { key: 'email_chr', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { key: 'phone_chr', label: 'Phone', type: 'tel', autoComplete: 'tel', required: false },
];

/**
 * The custom demo form of the landing pages. Fields are checked on leaving them; at submit the
 * browser enforces the required first name and email. On success the form is cleared, on failure
 * nothing is shown (the status logs it). Fields are uncontrolled, so names typed or autofilled
 * before the island hydrated are kept.
 */
export function DemoForm({ idPrefix = 'demo' }: { idPrefix?: string }) {
  const form = useSchemaForm<DemoFormState>(demoForm);
  const status = useStore(demoStatus.$status);
  const pending = status === 'pending';

  async function onValid(values: DemoFormState) {
    if (await submitDemoRequest({ ...emptyDemoForm, ...values })) form.reset();
  }

  return (
    <form
      className="demo-form"
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      onFocus={() => prepareVerification()}
      aria-busy={pending}
    >
      <div className="form-grid">
        {fields.map(({ key, label, type, autoComplete, required }) => {
          const id = `${idPrefix}-${key}`;
          const filter = key === 'phone_chr' ? keepPhoneCharacters : undefined;
          const { message, props } = fieldWiring(form, key, { errorId: `${id}-error`, filter });
          return (
            <div key={key} className="field">
              <label htmlFor={id}>
                {label}
                {required && <span aria-hidden="true"> *</span>}
              </label>
              <input
                {...props}
                id={id}
                type={type}
                autoComplete={autoComplete}
                required={required}
                inputMode={key === 'phone_chr' ? 'tel' : undefined}
                maxLength={key === 'phone_chr' ? limits.phoneDigits : 200}
              />
              <FieldMessage id={`${id}-error`} message={message} />
            </div>
          );
        })}
      </div>
      <button className="button" type="submit" disabled={pending}>
        {pending ? 'Sending…' : 'Request a demo'}
      </button>
      <p className="form-status" role="status">
        {status === SUCCESS_STATUS ? FORM_SUCCESS_MESSAGE : ''}
      </p>
    </form>
  );
}
