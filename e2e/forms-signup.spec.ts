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
  ['Name', 'Name is required'],
  ['Email', 'Email is required'],
] as const;

test('newsletter fields show their messages on leaving them and on an empty submit', async ({ page }) => {
  const form = await openForm(page, '/signup', 'Newsletter signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Fill out this form' })).toBeVisible();
  await expectMessagesOnBlur(form, messages);
  const fresh = await openForm(page, '/signup', 'Newsletter signup');
  await expectEmptySubmitBlocked(page, fresh, messages, '/api/EmailManagement/NewsLetterSignup');
});

test('a signup is stored and mailed; the status then clears and the form is empty', async ({ page }) => {
  const email = `news-${Date.now()}@example.com`;
  const form = await openForm(page, '/signup', 'Newsletter signup');
  await fill(form, [
    ['Name', 'Nina News'],
    ['Email', email],
  ]);
  await form.getByRole('button', { name: 'Submit' }).click();
  const success = page.getByRole('status').filter({ hasText: 'Form submitted successfully!' });
  await expect(success).toBeVisible();
  expect(await storedSubmission('newsletter-signup', email)).toEqual({ Name: 'Nina News', Email: email });
  await expect(success).toBeHidden({ timeout: 6000 });
  await expect(field(form, 'Email')).toHaveValue('');
});
