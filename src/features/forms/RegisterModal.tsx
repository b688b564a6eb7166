import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { dealerTypes } from '../../api/forms.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { closeModal } from '../session/modal.store.ts';
import { AddressFields } from './AddressFields.tsx';
import { ContactFields } from './ContactFields.tsx';
import {
  dealerTypeLabels,
  emptyRegistration,
  registrationForm,
  REGISTRATION_REQUIRED_ALERT,
  REGISTRATION_SUBMITTING,
  updateRegistration,
  type RegistrationForm,
} from './registration.ts';
import { $registrationSubmitting, submitRegistration } from './registration.store.ts';
import { useEnquiryForm } from './use-schema-form.ts';
import './forms.css';

/** The registration request modal (become an insider). */
export function RegisterModal({ open }: { open: boolean }) {
  const form = useEnquiryForm('register', registrationForm, { defaultValues: emptyRegistration });
  // The same form, typed as the registration request it holds.
  const typed = form as unknown as UseFormReturn<RegistrationForm>;
  const { watch, setValue, register } = typed;
  const submitting = useStore($registrationSubmitting);
  const sameAsBilling = watch('sameAsBilling');

  // While "Same as billing" is ticked, the shipping address follows every edit of the billing one.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (!values.sameAsBilling || name?.startsWith('shipping')) return;
      const synced = updateRegistration(values as RegistrationForm, {});
      setValue('shipping', synced.shipping);
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);

  const onValid = async (values: RegistrationForm) => {
    if (await submitRegistration(values)) form.reset();
  };

  return (
    <Modal open={open} onClose={closeModal} title="Request Register" size="large">
      <form
        className="register-form"
        noValidate
        onSubmit={(event) => void typed.handleSubmit(onValid, () => window.alert(REGISTRATION_REQUIRED_ALERT))(event)}
        aria-busy={submitting}
      >
        <div className="form-grid">
          <ContactFields form={form} fields={['name', 'email', 'phone', 'company']} required={['name', 'email']} />
          <label className="field">
            <span>Type</span>
            <select {...register('type')}>
              {dealerTypes.map((type) => (
                <option key={type} value={type}>
                  {dealerTypeLabels[type]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <AddressFields legend="Billing address" section="billing" register={register} />
        <label className="field field--inline">
          <input type="checkbox" {...register('sameAsBilling')} />
          <span>Same as billing</span>
        </label>
        <AddressFields legend="Shipping address" section="shipping" register={register} disabled={sameAsBilling} />
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
