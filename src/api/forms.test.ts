import { issuesFromZod } from './errors.ts';
import { techSupportOrDemoRequest, techSupportRequest } from './forms.ts';
import { callSamples } from './samples/index.ts';
import { changePasswordRequest } from './session.ts';
import type * as z from 'zod/mini';

function reasons(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(issuesFromZod(result.error).map((issue) => [issue.field, issue.reason]));
}

describe('form bodies', () => {
  it('reports the tech support messages of the spec', () => {
    expect(
      reasons(techSupportRequest, {
        name: 'Jo',
        email: 'jo',
        phone: '123',
        mpn: ' ',
        comment: '',
        NewsletterSubscribe: true,
      }),
    ).toEqual({
      email: 'Please enter a valid email',
      phone: 'Phone number must have 10 digits',
      mpn: 'MPN is required',
      comment: 'Comment is required',
    });
  });

  it('reports the change password messages of the spec', () => {
    expect(
      reasons(changePasswordRequest, {
        CurrentPassword: '',
        NewPassword: 'abcdef',
        ConfirmPassword: 'abcdef',
        UserId: 3,
      }),
    ).toEqual({
      CurrentPassword: 'Please enter your old password',
      NewPassword: 'Your password must have at least 6 characters, an uppercase, a lowercase and a number',
    });
    expect(
      reasons(changePasswordRequest, {
        CurrentPassword: 'Demo1234',
        NewPassword: 'Better99',
        ConfirmPassword: 'Better98',
        UserId: 3,
      }),
    ).toEqual({
      ConfirmPassword: 'Entered password must match the new password',
    });
  });

  it('lets the TechSupport path take a demo body but not an incomplete tech support body', () => {
    expect(techSupportOrDemoRequest.safeParse(callSamples.DemoForm.request).success).toBe(true);
    expect(techSupportOrDemoRequest.safeParse(callSamples.TechSupport.request).success).toBe(true);
    expect(techSupportOrDemoRequest.safeParse({ ...callSamples.TechSupport.request, mpn: '' }).success).toBe(false);
  });
});
