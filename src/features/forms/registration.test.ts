import { describe, expect, it } from 'vitest';
import { registerDealerRequest } from '../../api/forms.ts';
import {
  emptyRegistration,
  registrationForm,
  registrationRequest,
  updateRegistration,
  type RegistrationForm,
} from './registration.ts';

const hasRequiredFields = (form: RegistrationForm) => registrationForm.safeParse(form).success;

const billing = { street: '1 Main St', city: 'Las Vegas', state: 'NV', zip: '89118', country: 'US' };

describe('registration request', () => {
  it('starts as a dealer request', () => {
    expect(emptyRegistration.type).toBe('dealer');
  });

  it('keeps shipping in sync with billing while "Same as billing" is ticked', () => {
    const ticked = updateRegistration(emptyRegistration, { sameAsBilling: true });
    const typed = updateRegistration(ticked, { billing });
    expect(typed.shipping).toEqual(billing);
    const unticked = updateRegistration(typed, { sameAsBilling: false, billing: { ...billing, city: 'Reno' } });
    expect(unticked.shipping.city).toBe('Las Vegas');
  });

  it('needs at least a name and an email', () => {
    expect(hasRequiredFields({ ...emptyRegistration, name: 'Dana' })).toBe(false);
    expect(hasRequiredFields({ ...emptyRegistration, name: ' ', email: 'd@example.com' })).toBe(false);
    expect(hasRequiredFields({ ...emptyRegistration, name: 'Dana', email: 'd@example.com' })).toBe(true);
  });

  it('maps the form to the RegisterDealer body', () => {
    const form = updateRegistration(emptyRegistration, {
      name: 'Dana',
      email: 'd@example.com',
      type: 'education',
      billing,
      sameAsBilling: true,
    });
    const request = registrationRequest(form);
    expect(request).toMatchObject({
      name: 'Dana',
      usertype: 'education',
      Baddress: '1 Main St',
      Sstate: 'NV',
      Spostal: '89118',
    });
    expect(registerDealerRequest.safeParse(request).success).toBe(true);
  });
});
