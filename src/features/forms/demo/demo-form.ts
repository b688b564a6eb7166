import * as z from 'zod/mini';
import { demoFormRequest, type DemoFormRequest } from '../../../api/forms.ts';
import { nonEmpty } from '../../../api/rules.ts';
import { limits } from '../../../config/index.ts';

/** The custom demo form as typed. `msg_chr` is kept in state but the form does not show it. */
export interface DemoForm {
  firstName_chr: string;
  lastName_chr: string;
  email_chr: string;
  phone_chr: string;
  msg_chr: string;
}

export const emptyDemoForm: DemoForm = {
  firstName_chr: '',
  lastName_chr: '',
  email_chr: '',
  phone_chr: '',
  msg_chr: '',
};

/**
 * The demo form's checks on leaving a field; at submit the browser asks for the required first
 * name and email first. Email and phone are the contract's DemoForm rules.
 */
export const demoForm = z.object({
  firstName_chr: nonEmpty('First name is required'),
  email_chr: demoFormRequest.shape.email,
  phone_chr: demoFormRequest.shape.phone,
});

/** What may be typed into the phone field: digits, `*` and `#`, at most 10 characters. */
export function keepPhoneCharacters(typed: string): string {
  return typed
    .slice(0, 200)
    .replace(/[^\d*#]/g, '')
    .slice(0, limits.phoneDigits);
}

/** The TechSupport body of a demo request: first and last name joined into `name`. */
export function demoRequest(form: DemoForm): DemoFormRequest {
  return {
    name: [form.firstName_chr, form.lastName_chr]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' '),
    email: form.email_chr.trim(),
    phone: keepPhoneCharacters(form.phone_chr),
    comments: form.msg_chr,
  };
}
