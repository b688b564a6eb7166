import { expect, test } from '@playwright/test';
import { productWhere } from './support/catalog-db.ts';
import { baseURL } from './support/env.ts';
import { samplesFor } from './support/samples.ts';
import { watchToasts } from './support/toasts.ts';

/** The public origin the build was made for (SITE_URL): shared links use it on a local host. */
const publicOrigin = 'https://www.example-av.com';

test('the share menu previews the product, toggles, and closes on an outside click and Escape', async ({ page }) => {
  const { sku, title } = await productWhere("p.upc <> '' AND p.image1 <> ''");
  await page.goto(`/item/${sku}`);
  const share = page.getByRole('button', { name: 'Share', exact: true });
  const menu = page.getByRole('group', { name: 'Share this product' });

  await share.click();
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toContainText(title);
  await expect(menu).toContainText(`SKU: ${sku}`);
  await expect(menu).toContainText(/UPC: \d+/);
  await expect(menu.locator('img')).toHaveAttribute('src', /\S/);

  await share.click();
  await expect(menu).toBeHidden();
  await expect(share).toHaveAttribute('aria-expanded', 'false');

  await share.click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();

  await share.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(share).toBeFocused();
});

test('every share action carries the title and the public page address; Copy Link copies it', async ({
  page,
  context,
}) => {
  const { richItem } = await samplesFor(baseURL);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const toasts = await watchToasts(page);
  await page.goto(`/item/${richItem}`);
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).replace(/\s*New$/, '').trim();
  const pageUrl = `${publicOrigin}/item/${richItem}`;

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const menu = page.getByRole('group', { name: 'Share this product' });
  for (const name of ['Facebook', 'Twitter', 'LinkedIn', 'WhatsApp', 'Email']) {
    const href = (await menu.getByRole('link', { name }).getAttribute('href')) ?? '';
    const decoded = decodeURIComponent(href.replaceAll('+', ' '));
    expect(decoded, `${name} link`).toContain(title);
    expect(decoded, `${name} link`).toContain(pageUrl);
  }
  expect(await menu.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(/^mailto:\?subject=.+&body=/);

  await menu.getByRole('button', { name: 'Copy Link' }).click();
  await expect.poll(() => toasts).toContainEqual({ role: 'status', text: 'Link copied to clipboard' });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
});

test('Print builds the product sheet in a hidden frame and prints it', async ({ page }) => {
  const { richItem } = await samplesFor(baseURL);
  await page.addInitScript(() => {
    window.print = () => {
      const record = window.top as Window & { printedBy?: string[] };
      record.printedBy = [...(record.printedBy ?? []), window === window.top ? 'page' : 'frame'];
    };
  });
  await page.goto(`/item/${richItem}`);
  const specText = (await page.locator('[data-print="specs"] td').first().textContent())?.trim() ?? '';
  expect(specText).not.toBe('');

  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as Window & { printedBy?: string[] }).printedBy))
    .toEqual(['frame']);

  const sheet = page.frameLocator('#product-print-frame');
  await expect(sheet.getByRole('img', { name: 'QR code linking to the product page' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await expect(sheet.getByRole('heading', { name: 'Specifications' })).toBeAttached();
  await expect(sheet.locator('body')).toContainText(specText);
  for (const heading of ['Description', 'Features', 'Diagrams', 'Panel Diagrams', 'Downloads', 'Videos', 'FAQ']) {
    await expect(sheet.getByRole('heading', { name: heading, exact: true })).toBeAttached();
  }
  const footer = sheet.locator('footer');
  await expect(footer).toContainText('Monday to Friday 6:00 am to 5:00 pm PST');
  await expect(footer).toContainText('©');
  await expect(sheet.locator('header')).toContainText('Sales & Support');
  await expect(page.locator('#product-print-frame')).toHaveCSS('width', '0px');
});
