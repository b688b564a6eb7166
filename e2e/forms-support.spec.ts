import { expect, test } from '@playwright/test';
import { sql } from '../server/db/index.ts';
import {
  expectEmptySubmitBlocked,
  field,
  expectMessagesOnBlur,
  fill,
  openForm,
  storedSubmission,
} from './support/forms.ts';
import { withCatalogDb } from './support/shop.ts';

const messages = [
  ['Email', 'Please enter a valid email'],
  ['Phone', 'Phone number must have 10 digits'],
  ['MPN', 'MPN is required'],
  ['Comment', 'Comment is required'],
] as const;

async function pairedProduct(): Promise<{ sku: string; upc: string }> {
  const { rows } = await withCatalogDb((db) =>
    sql<{ sku: string; upc: string }>`SELECT sku, upc FROM products WHERE upc <> '' ORDER BY pkskuid LIMIT 1`.execute(
      db,
    ),
  );
  if (!rows[0]) throw new Error('The demo catalogue has no product with a UPC');
  return rows[0];
}

test('the support page tells end users to contact their dealer and gives business hours', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Tech Support' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('End users:');
  await expect(page.getByRole('main')).toContainText('contact the dealer');
  await expect(page.getByRole('main')).toContainText('Monday to Friday 6:00 am to 5:00 pm Pacific');
});

test('tech support fields show their messages on leaving them and on an empty submit', async ({ page }) => {
  const form = await openForm(page, '/support', 'Tech support');
  await expect(field(form, 'I am a')).toHaveValue('Reseller');
  await expect(field(form, 'I am a').getByRole('option')).toHaveText([
    'Reseller',
    'Consultant',
    'Educational Institute',
    'End User',
    'Other',
  ]);
  await expect(field(form, 'Are you a reseller?').getByRole('option')).toHaveText(['Yes', 'No']);
  for (const label of ['Name', 'Email', 'Phone', 'Country', 'Address', 'Extension']) {
    await expect(field(form, label)).toHaveAttribute('required');
  }
  await expectMessagesOnBlur(form, messages);
  const fresh = await openForm(page, '/support', 'Tech support');
  await expectEmptySubmitBlocked(page, fresh, messages, '/api/EmailManagement/TechSupport');
});

test('email, phone and postal code drop characters they cannot hold while typing', async ({ page }) => {
  const form = await openForm(page, '/support', 'Tech support');
  await field(form, 'Email').pressSequentially('ann smith@exa mple.com');
  await expect(field(form, 'Email')).toHaveValue('annsmith@example.com');
  await field(form, 'Phone').pressSequentially('(702) 555-0142 99');
  await expect(field(form, 'Phone')).toHaveValue('7025550142');
  await field(form, 'Postal code').pressSequentially('89118!?');
  await expect(field(form, 'Postal code')).toHaveValue('89118');
});

test('choosing an MPN fills the UPC, and the other way round; backspace clears both', async ({ page }) => {
  const { sku, upc } = await pairedProduct();
  const form = await openForm(page, '/support', 'Tech support');
  const mpnField = field(form, 'MPN');
  const upcField = field(form, 'UPC');
  await mpnField.focus();
  await mpnField.pressSequentially(sku);
  await expect(upcField).toHaveValue(upc);
  await mpnField.press('Backspace');
  await expect(mpnField).toHaveValue('');
  await expect(upcField).toHaveValue('');

  await upcField.pressSequentially(upc);
  await expect(mpnField).toHaveValue(sku);
  await upcField.press('Backspace');
  await expect(upcField).toHaveValue('');
  await expect(mpnField).toHaveValue('');
});

test('a valid tech support request is stored and mailed with the spec payload', async ({ page }) => {
  const { sku, upc } = await pairedProduct();
  const email = `tech-${Date.now()}@example.com`;
  const form = await openForm(page, '/support', 'Tech support');
  await fill(form, [
    ['Name', 'Sam Installer'],
    ['Job title', 'Integrator'],
    ['Company', 'Rack & Stack AV'],
    ['Email', email],
    ['Phone', '7025550142'],
    ['Extension', '12'],
    ['Address', '12 Fremont St'],
    ['Country', 'United States'],
    ['State', 'NV'],
    ['City', 'Las Vegas'],
    ['Postal code', '89118'],
    ['Comment', 'No picture on output 2.'],
  ]);
  await field(form, 'MPN').pressSequentially(sku);
  await expect(field(form, 'UPC')).toHaveValue(upc);
  await field(form, 'I am a').selectOption('Consultant');
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Form submitted successfully!' })).toBeVisible();
  await expect(form).toBeHidden();
  expect(await storedSubmission('tech-support', email)).toEqual({
    name: 'Sam Installer',
    job: 'Integrator',
    company: 'Rack & Stack AV',
    email,
    phone: '7025550142',
    extension: '12',
    address: '12 Fremont St',
    country: 'United States',
    state: 'NV',
    city: 'Las Vegas',
    postal: '89118',
    mpn: sku,
    serial: upc,
    comment: 'No picture on output 2.',
    role: 'Consultant',
    isReseller: true,
    NewsletterSubscribe: true,
  });
});

test('text typed and Enter pressed before the form has loaded are kept and acted on once it has', async ({ page }) => {
  // The island's code, asked for at the first keystroke, is held back until every keystroke landed.
  let holding = false;
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    if (holding) await typed;
    await route.continue();
  });
  await page.goto('/support');
  holding = true;
  const form = page.getByRole('form', { name: 'Tech support' });
  await field(form, 'Email').pressSequentially('early@example.com');
  await field(form, 'Comment').pressSequentially('Typed before hydration');
  await field(form, 'Email').press('Enter');
  await expect(page.locator('astro-island').filter({ has: form })).toHaveAttribute('ssr');
  release();

  await expect(page.locator('astro-island').filter({ has: form })).not.toHaveAttribute('ssr');
  await expect(field(form, 'Email')).toHaveValue('early@example.com');
  await expect(field(form, 'Comment')).toHaveValue('Typed before hydration');
  await expect(field(form, 'Phone')).toHaveAccessibleDescription('Phone number must have 10 digits');
  await expect(field(form, 'Phone')).toBeFocused();
  await expect(page).toHaveURL(/\/support\/?$/);
});
