import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { limits } from '../../../config/index.ts';
import { FORM_SUCCESS_MESSAGE, SUCCESS_STATUS } from '../form-status.ts';
import { prepareVerification } from '../verify.ts';
import { emptyDemoForm, keepPhoneCharacters, type DemoForm as DemoFormState } from './demo-form.ts';
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
 * The custom demo form of the landing pages. The browser enforces the required first name and
 * email; on success the form is cleared, on failure nothing is shown (the status logs it).
 */
export function DemoForm({ idPrefix = 'demo' }: { idPrefix?: string }) {
  const [form, setForm] = useState<DemoFormState>(emptyDemoForm);
  const status = useStore(demoStatus.$status);
  const pending = status === 'pending';

  function change(key: Field, value: string) {
    setForm((current) => ({ ...current, [key]: key === 'phone_chr' ? keepPhoneCharacters(value) : value }));
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await submitDemoRequest(form)) setForm(emptyDemoForm);
  }

  return (
    <form className="demo-form" onSubmit={onSubmit} onFocus={() => prepareVerification()} aria-busy={pending}>
      <div className="form-grid">
        {fields.map(({ key, label, type, autoComplete, required }) => (
          <label key={key} className="field" htmlFor={`${idPrefix}-${key}`}>
            <span>
              {label}
              {required && <span aria-hidden="true"> *</span>}
            </span>
            <input
              id={`${idPrefix}-${key}`}
              name={key}
              type={type}
              autoComplete={autoComplete}
              required={required}
              inputMode={key === 'phone_chr' ? 'tel' : undefined}
              maxLength={key === 'phone_chr' ? limits.phoneDigits : 200}
              value={form[key]}
              onChange={(e) => change(key, e.target.value)}
            />
          </label>
        ))}
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
