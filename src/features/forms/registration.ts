import * as z from 'zod/mini';
import { registerDealerRequest, type DealerType, type RegisterDealerRequest } from '../../api/forms.ts';

export const REGISTRATION_REQUIRED_ALERT = 'Please provide at least name and email.';
export const REGISTRATION_SUBMITTING = 'Submitting registration...';
export const REGISTRATION_THANKS_TITLE = 'Thank you!';
export const REGISTRATION_THANKS_TEXT =
  'Your registration was submitted successfully. The product team has been notified and will get back to you soon.';

/** The registration request form's account types, as the select lists them. */
export const dealerTypeLabels: Record<DealerType, string> = {
  dealer: 'Dealer',
  distributor: 'Distributor',
  consultant: 'Consultant',
  education: 'Education',
  av_technician: 'AV Technician',
  other: 'Other',
};

export interface Address {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

// A type, not an interface: react-hook-form's values are a record of fields.
export type RegistrationForm = {
  name: string;
  email: string;
  phone: string;
  company: string;
  type: DealerType;
  billing: Address;
  shipping: Address;
  sameAsBilling: boolean;
};

const emptyAddress: Address = { street: '', city: '', state: '', zip: '', country: '' };

export const emptyRegistration: RegistrationForm = {
  name: '',
  email: '',
  phone: '',
  company: '',
  type: 'dealer',
  billing: emptyAddress,
  shipping: emptyAddress,
  sameAsBilling: false,
};

/** Applies a change; while "Same as billing" is ticked the shipping address follows the billing one. */
export function updateRegistration(form: RegistrationForm, change: Partial<RegistrationForm>): RegistrationForm {
  const next = { ...form, ...change };
  return next.sameAsBilling ? { ...next, shipping: { ...next.billing } } : next;
}

/** Name and email are the least a request needs (the contract's rules and message). */
export const registrationForm = z.object({
  name: registerDealerRequest.shape.name,
  email: registerDealerRequest.shape.email,
});

/** The RegisterDealer body (B* billing, S* shipping). */
export function registrationRequest(form: RegistrationForm): RegisterDealerRequest {
  const { billing, shipping } = form;
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    company: form.company.trim(),
    usertype: form.type,
    Baddress: billing.street,
    Bcity: billing.city,
    Bstate: billing.state,
    Bpostal: billing.zip,
    Bcountry: billing.country,
    Saddress: shipping.street,
    Scity: shipping.city,
    Sstate: shipping.state,
    Spostal: shipping.zip,
    Scountry: shipping.country,
  };
}
