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
  ['Phone', 'Phone number should be of 10 digits'],
  ['Company', 'Company is required'],
  ['Country', 'Country is required'],
] as const;

test("the Sale's Inquiry page invites businesses to open an account", async ({ page }) => {
  await page.goto('/sales');
  await expect(page).toHaveTitle(/Sale's Inquiry/);
  await expect(page.getByRole('heading', { level: 1, name: "Sale's Inquiry" })).toBeVisible();
  for (const text of [
    'government and healthcare',
    'real-time inventory',
    'online ordering',
    'order tracking',
    'API access',
  ]) {
    await expect(page.getByRole('main')).toContainText(text);
  }
});

test('sales fields show their messages on leaving them and on an empty submit', async ({ page }) => {
  const form = await openForm(page, '/sales', "Sale's Inquiry");
  await expect(field(form, 'I am a')).toHaveValue('Dealer');
  await expect(field(form, 'I am a').getByRole('option')).toHaveText(['Dealer', 'End user']);
  await expect(field(form, 'Referred by')).toHaveValue('Dealer');
  await expect(field(form, 'Referred by').getByRole('option')).toHaveText([
    'Dealer',
    'End User',
    'Consultant',
    'Website',
    'Trade Show',
    'Publication',
    'Other',
  ]);
  await expectMessagesOnBlur(form, messages);
  await field(form, 'Website').fill('not a site');
  await expectMessagesOnBlur(form, [['Website', 'Please enter a valid URL']]);
  await field(form, 'Website').fill('');
  await field(form, 'Website').blur();
  await expect(field(form, 'Website')).not.toHaveAttribute('aria-invalid');

  const fresh = await openForm(page, '/sales', "Sale's Inquiry");
  await expectEmptySubmitBlocked(page, fresh, messages, '/api/EmailManagement/SalesEnquiry');
});

test('a valid sales inquiry is stored and mailed, and a status screen replaces the form', async ({ page }) => {
  const email = `sales-${Date.now()}@example.com`;
  const form = await openForm(page, '/sales', "Sale's Inquiry");
  await fill(form, [
    ['First name', 'Rita'],
    ['Last name', 'Reseller'],
    ['Email', email],
    ['Phone', '7025550199'],
    ['Company', 'Reseller Co'],
    ['Website', 'www.reseller.example.com'],
    ['Country', 'United States'],
    ['Comments', 'We install 40 rooms a year.'],
  ]);
  await field(form, 'Referred by').selectOption('Trade Show');
  await form.getByRole('checkbox', { name: 'Yes, please send me latest information on the product.' }).uncheck();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Form submitted successfully!' })).toBeVisible();
  await expect(form).toBeHidden();
  expect(await storedSubmission('sales-enquiry', email)).toEqual({
    company: 'Reseller Co',
    site: 'www.reseller.example.com',
    phone: '7025550199',
    firstName: 'Rita',
    lastName: 'Reseller',
    email,
    country: 'United States',
    comments: 'We install 40 rooms a year.',
    referredBy: 'Trade Show',
    clientType: 'Dealer',
    NewsletterSubscribe: false,
  });
});
