import { expect, test } from '@playwright/test';
import { sql } from '../server/db/index.ts';
import { withCatalogDb } from './support/shop.ts';

test('a registration request is stored and thanked for', async ({ page }) => {
  const email = `insider-${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Request Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Register' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('dealer');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');

  const alerts: string[] = [];
  page.on('dialog', (alert) => {
    alerts.push(alert.message());
    void alert.accept();
  });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Dana Insider');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['Please provide at least name and email.']);

  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Company' }).fill('Insider AV');
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption('education');
  const billing = dialog.getByRole('group', { name: 'Billing address' });
  const shipping = dialog.getByRole('group', { name: 'Shipping address' });
  await dialog.getByRole('checkbox', { name: 'Same as billing' }).check();
  await billing.getByRole('textbox', { name: 'Street' }).fill('12 Fremont St');
  await billing.getByRole('textbox', { name: 'City' }).fill('Las Vegas');
  await billing.getByRole('textbox', { name: 'State' }).fill('NV');
  await expect(shipping.getByRole('textbox', { name: 'Street' })).toHaveValue('12 Fremont St');
  await expect(shipping.getByRole('textbox', { name: 'State' })).toHaveValue('NV');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  const thanks = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(thanks).toContainText(
    'Your registration was submitted successfully. The product team has been notified and will get back to you soon.',
  );
  await expect(dialog).toBeHidden();

  const { rows: stored } = await withCatalogDb((db) =>
    sql<{ payload: string }>`
      SELECT payload FROM submissions WHERE kind = 'dealer-registration' AND payload LIKE ${`%${email}%`}`.execute(db),
  );
  expect(stored).toHaveLength(1);
  expect(JSON.parse(String(stored[0]?.payload))).toMatchObject({
    name: 'Dana Insider',
    email,
    usertype: 'education',
    Sstate: 'NV',
    Saddress: '12 Fremont St',
  });

  await thanks.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Request Register' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Request Register' }).getByRole('textbox', { name: 'Name' }),
  ).toHaveValue('');
});
