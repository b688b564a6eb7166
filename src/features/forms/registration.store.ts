import { atom } from 'nanostores';
import { RegisterDealer } from '../../api/calls/forms.ts';
import { api } from '../session/api.ts';
import { notify } from '../notify/notify.ts';
import { openModal } from '../session/modal.store.ts';
import { FORM_FAILURE_MESSAGE } from './form-status.ts';
import { registrationRequest, type RegistrationForm } from './registration.ts';

/** True while a registration request is being sent (the modal shows its overlay). */
export const $registrationSubmitting = atom(false);

/**
 * Sends a registration request. On success the register modal gives way to the Thank you popup;
 * on failure the overlay goes and the form stays as typed. Resolves true when it was stored.
 */
export async function submitRegistration(form: RegistrationForm): Promise<boolean> {
  $registrationSubmitting.set(true);
  try {
    await api.call(RegisterDealer, registrationRequest(form));
    openModal('registered');
    return true;
  } catch (cause) {
    console.warn(new Error('The registration request failed', { cause }));
    notify(FORM_FAILURE_MESSAGE, 'error');
    return false;
  } finally {
    $registrationSubmitting.set(false);
  }
}
