import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { dealerTypes } from '../../api/forms.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { closeModal } from '../session/modal.store.ts';
import { AddressFields } from './AddressFields.tsx';
import {
  dealerTypeLabels,
  emptyRegistration,
  hasRequiredFields,
  REGISTRATION_REQUIRED_ALERT,
  REGISTRATION_SUBMITTING,
  updateRegistration,
  type RegistrationForm,
} from './registration.ts';
import { $registrationSubmitting, submitRegistration } from './registration.store.ts';
import './forms.css';

type ContactKey = 'name' | 'email' | 'phone' | 'company';
const contactFields: ReadonlyArray<[ContactKey, string, string, string]> = [
  ['name', 'Name', 'text', 'name'],
  ['email', 'Email', 'email', 'email'],
  ['phone', 'Phone', 'tel', 'tel'],
  ['company', 'Company', 'text', 'organization'],
];

/** The registration request modal (become an insider). */
export function RegisterModal({ open }: { open: boolean }) {
  const [form, setForm] = useState<RegistrationForm>(emptyRegistration);
  const submitting = useStore($registrationSubmitting);
  const change = (update: Partial<RegistrationForm>) => setForm((current) => updateRegistration(current, update));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!hasRequiredFields(form)) {
      window.alert(REGISTRATION_REQUIRED_ALERT);
      return;
    }
    if (await submitRegistration(form)) setForm(emptyRegistration);
  }

  return (
    <Modal open={open} onClose={closeModal} title="Request Register" size="large">
      <form className="register-form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <div className="form-grid">
          {contactFields.map(([key, label, type, autoComplete]) => (
            <label key={key} className="field">
              <span>{label}</span>
              <input
                type={type}
                autoComplete={autoComplete}
                value={form[key]}
                onChange={(e) => change({ [key]: e.target.value })}
              />
            </label>
          ))}
          <label className="field">
            <span>Type</span>
            <select
              value={form.type}
              onChange={(e) => change({ type: dealerTypes.find((type) => type === e.target.value) ?? 'dealer' })}
            >
              {dealerTypes.map((type) => (
                <option key={type} value={type}>
                  {dealerTypeLabels[type]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <AddressFields legend="Billing address" address={form.billing} onChange={(billing) => change({ billing })} />
        <label className="field field--inline">
          <input
            type="checkbox"
            checked={form.sameAsBilling}
            onChange={(e) => change({ sameAsBilling: e.target.checked })}
          />
          <span>Same as billing</span>
        </label>
        <AddressFields
          legend="Shipping address"
          address={form.shipping}
          disabled={form.sameAsBilling}
          onChange={(shipping) => change({ shipping })}
        />
        <button type="submit" className="button" disabled={submitting}>
          Submit
        </button>
        {submitting && (
          <div className="form-overlay" role="status">
            {REGISTRATION_SUBMITTING}
          </div>
        )}
      </form>
    </Modal>
  );
}
