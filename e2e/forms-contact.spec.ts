import { expect, test } from '@playwright/test';
import {
  expectEmptySubmitBlocked,
  field,
  expectMessagesOnBlur,
  fill,
  openForm,
  storedSubmission,
} from './support/forms.ts';

const messages = [
  ['First name', 'First name is required'],
  ['Last name', 'Last name is required'],
  ['Email', 'Please enter a valid email'],
  ['Inquiry', 'Inquiry is required'],
] as const;

test('general query fields show their messages on leaving them and on an empty submit', async ({ page }) => {
  const form = await openForm(page, '/contact', 'General query');
  await expectMessagesOnBlur(form, messages);
  // Phone is optional, but a filled one needs 10 digits.
  await field(form, 'Phone').focus();
  await field(form, 'Phone').blur();
  await expect(field(form, 'Phone')).not.toHaveAttribute('aria-invalid');
  await field(form, 'Phone').fill('70255');
  await expectMessagesOnBlur(form, [['Phone', 'Phone number should be of 10 digits']]);
  const fresh = await openForm(page, '/contact', 'General query');
  await expectEmptySubmitBlocked(page, fresh, messages, '/api/EmailManagement/DealerSignUp');
});

test('a valid general query is stored and mailed, then a result view shows', async ({ page }) => {
  const email = `general-${Date.now()}@example.com`;
  const form = await openForm(page, '/contact', 'General query');
  await fill(form, [
    ['First name', 'Gina'],
    ['Last name', 'General'],
    ['Email', email],
    ['Company', 'Gina AV'],
    ['Inquiry', 'Do you ship to Canada?'],
  ]);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Form submitted successfully!' })).toBeVisible();
  expect(await storedSubmission('general-query', email)).toEqual({
    Subject: 'General query',
    UserEmail: email,
    EmailBody: 'Company: Gina AV',
    NewsletterSubscribe: true,
    Name: 'Gina General',
    email,
    comments: 'Do you ship to Canada?',
  });
});
