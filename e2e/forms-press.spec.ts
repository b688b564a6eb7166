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
  ['Name', 'First name is required'],
  ['Company', 'Company is required'],
  ['Email', 'Please enter a valid email'],
  ['Phone', 'Phone number should be of 10 digits'],
  ['Inquiry', 'Inquiry is required'],
] as const;

test('press fields show their messages on leaving them and on an empty submit', async ({ page }) => {
  const form = await openForm(page, '/press', 'Press inquiry');
  await expect(page.getByRole('heading', { level: 1, name: 'Press' })).toBeVisible();
  await expectMessagesOnBlur(form, messages);
  await field(form, 'Phone').pressSequentially('+1 (702) 555-0142');
  await expect(field(form, 'Phone')).toHaveValue('1702555014');
  const fresh = await openForm(page, '/press', 'Press inquiry');
  await expectEmptySubmitBlocked(page, fresh, messages, '/api/EmailManagement/PressEnquiry');
});

test('a valid press inquiry is stored and mailed, then a result view shows', async ({ page }) => {
  const email = `press-${Date.now()}@example.com`;
  const form = await openForm(page, '/press', 'Press inquiry');
  await expect(
    form.getByRole('checkbox', { name: 'Yes, please send me latest information on the product.' }),
  ).toBeChecked();
  await fill(form, [
    ['Name', 'Paula Press'],
    ['Company', 'AV Weekly'],
    ['Email', email],
    ['Phone', '2125550100'],
    ['Inquiry', 'Review unit for the matrix switcher?'],
  ]);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Form submitted successfully!' })).toBeVisible();
  await expect(form).toBeHidden();
  expect(await storedSubmission('press-enquiry', email)).toEqual({
    Subject: 'Press inquiry',
    UserEmail: email,
    EmailBody: 'Review unit for the matrix switcher?',
    NewsletterSubscribe: true,
    Company: 'AV Weekly',
    Name: 'Paula Press',
    Phone: '2125550100',
    Question: 'Review unit for the matrix switcher?',
  });
});
