import { describe, expect, it } from 'vitest';
import { demoFormRequest } from '../../../api/forms.ts';
import { demoRequest, emptyDemoForm, keepPhoneCharacters } from './demo-form.ts';

describe('the custom demo form', () => {
  it('keeps only digits, * and # in the phone, at most 10', () => {
    expect(keepPhoneCharacters('(702) 555-01*#99')).toBe('70255501*#');
    expect(keepPhoneCharacters('abc')).toBe('');
    expect(keepPhoneCharacters('*#12')).toBe('*#12');
  });

  it('joins first and last name and posts a body the TechSupport path accepts as a demo request', () => {
    const body = demoRequest({
      ...emptyDemoForm,
      firstName_chr: ' Dana ',
      lastName_chr: 'Rivera',
      email_chr: 'dana@integrator.example',
      phone_chr: '7025550142',
    });
    expect(body).toEqual({ name: 'Dana Rivera', email: 'dana@integrator.example', phone: '7025550142', comments: '' });
    expect(demoFormRequest.safeParse(body).success).toBe(true);
  });

  it('sends the first name alone when no last name is given', () => {
    expect(demoRequest({ ...emptyDemoForm, firstName_chr: 'Dana', email_chr: 'd@x.example' }).name).toBe('Dana');
  });
});
