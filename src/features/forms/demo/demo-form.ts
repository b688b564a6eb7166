import type { DemoFormRequest } from '../../../api/forms.ts';
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
