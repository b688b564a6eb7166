import { expect, test, type Locator, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productWhere } from './support/catalog-db.ts';
import { baseURL, dataDir, ownServerPort } from './support/env.ts';
import { samplesFor } from './support/samples.ts';
import { sql } from '../server/db/index.ts';
import { withCatalogDb } from './support/shop.ts';
import { startExtraServer, type ExtraServer } from './support/server.ts';

const THANK_YOU = 'Thank You! Your submission has been received successfully.';
const ERROR = 'Error! Something went wrong.';

async function storedPayloads(kind: string, email: string, directory = dataDir): Promise<unknown[]> {
  const { rows } = await withCatalogDb(
    (db) =>
      sql<{ payload: string }>`
        SELECT payload FROM submissions WHERE kind = ${kind} AND payload LIKE ${`%${email}%`} ORDER BY id`.execute(db),
    directory,
  );
  return rows.map((row) => JSON.parse(row.payload) as unknown);
}

/** The stored mail files (`.eml`) that mention a text. */
function mailsWith(text: string): string[] {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  return names.filter((name) => readFileSync(join(dir, name), 'utf8').includes(text));
}

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel).toBeVisible();
  return panel;
}

test('the FAQ carousel advances on its own, pauses while its modal is open, and pages with wrapping arrows', async ({
  page,
}) => {
  const { sku } = await productWhere('(SELECT count(*) FROM product_faqs f WHERE f.sku = p.sku) >= 6');
  await page.clock.install();
  await page.goto(`/item/${sku}`);
  const faq = await openTab(page, 'FAQ');
  const carousel = faq.getByRole('region', { name: 'Frequently asked questions' });
  const slide = (n: number) => carousel.getByRole('group', { name: new RegExp(`^${n} of \\d+$`) });
  const total = Number((await slide(1).getAttribute('aria-label'))?.split(' of ')[1]);
  expect(total).toBeGreaterThanOrEqual(6);
  await expect(carousel.getByRole('button', { name: 'Question 1' })).toHaveAttribute('aria-current', 'true');
  await expect(carousel.getByRole('navigation', { name: 'FAQ pages' })).toContainText('…');

  await page.clock.runFor(6500);
  await expect(slide(2)).toBeVisible();
  await expect(slide(1)).toBeHidden();

  await carousel.getByRole('button', { name: 'Read the full answer' }).click();
  const question = (await slide(2).getByRole('heading').textContent()) ?? '';
  const modal = page.getByRole('dialog', { name: question });
  await expect(modal).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(slide(2)).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await page.clock.runFor(6500);
  await expect(slide(3)).toBeVisible();

  await carousel.getByRole('button', { name: 'Question 1' }).click();
  await page.clock.runFor(300);
  await expect(slide(1)).toBeVisible();
  await carousel.getByRole('button', { name: 'Previous question' }).click();
  await page.clock.runFor(300);
  await expect(slide(total)).toBeVisible();
  await expect(carousel.getByRole('button', { name: `Question ${total}` })).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'Next question' }).click();
  await page.clock.runFor(300);
  await expect(slide(1)).toBeVisible();
});

test('a product question is checked, then stored and mailed with the spec body', async ({ page }) => {
  const { richItem } = await samplesFor(baseURL);
  const email = `asker-${Date.now()}@example.com`;
  const question = `Does ${richItem} ship with a rack-mount kit? (${Date.now()})`;
  await page.goto(`/item/${richItem}`);
  const faq = await openTab(page, 'FAQ');
  const form = faq.locator('form');
  await expect(
    form.getByRole('checkbox', { name: 'Yes, please send me latest information on the product.' }),
  ).toBeChecked();

  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  await expect(form.getByText('Please enter a valid email')).toBeVisible();
  await expect(form.getByText('Please enter your question')).toBeVisible();

  await form.getByRole('textbox', { name: 'Name' }).fill('Robin Asker');
  const emailBox = form.getByRole('textbox', { name: 'Email' });
  await emailBox.pressSequentially(`asker ${email.slice('asker'.length)},`);
  await expect(emailBox).toHaveValue(email);
  await form.getByRole('textbox', { name: 'Question' }).fill(question);
  await expect(form.getByText('Please enter your name')).toBeHidden();
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(faq.getByRole('status').filter({ hasText: 'Submitting...' })).toBeVisible();
  await expect(faq.getByRole('status').filter({ hasText: THANK_YOU })).toBeVisible();
  expect(await storedPayloads('faq-question', email)).toEqual([
    { question, answer: question, fkpid: 0, email, name: 'Robin Asker', sku: richItem, kpro: true },
  ]);
  await expect.poll(() => mailsWith(question).length).toBe(1);
  await expect(faq.getByRole('status').filter({ hasText: THANK_YOU })).toBeHidden({ timeout: 6000 });
  await expect(faq.getByRole('textbox', { name: 'Question' })).toHaveValue('');
});

test('the Inquire button opens the inquiry form; an inquiry is checked, stored and mailed once', async ({ page }) => {
  const { richItem } = await samplesFor(baseURL);
  const email = `inquirer-${Date.now()}@example.com`;
  const question = `What is the lead time for 40 units? (${Date.now()})`;
  await page.goto(`/item/${richItem}`);
  await page.getByRole('link', { name: 'Inquire', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'Inquire Product' });
  await expect(panel).toBeInViewport();
  const form = panel.locator('form');

  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Please enter a valid email')).toBeVisible();
  await expect(form.getByText('Please enter your question')).toBeVisible();

  await form.getByRole('textbox', { name: 'First name' }).fill('Kim');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Installer');
  await form.getByRole('textbox', { name: 'Company' }).fill('Installer AV');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Question' }).fill(question);
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(panel.getByRole('status').filter({ hasText: THANK_YOU })).toBeVisible();
  const expected = {
    SKU: richItem,
    Name: 'Kim Installer',
    email,
    EnquiryText: `${question}\n\nCompany: Installer AV`,
    NewsletterSubscribe: true,
    URL: `https://www.example-av.com/item/${richItem}`,
  };
  expect(await storedPayloads('product-enquiry', email)).toEqual([expect.objectContaining(expected)]);
  expect(await storedPayloads('product-enquiry-mail', email)).toEqual([expect.objectContaining(expected)]);
  await expect.poll(() => mailsWith(question).length).toBe(1);
  await expect(panel.getByRole('status').filter({ hasText: THANK_YOU })).toBeHidden({ timeout: 6000 });
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('');
});

test.describe('when human verification rejects the sender', () => {
  let rejecting: ExtraServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    rejecting = await startExtraServer(ownServerPort.itemFormsRejecting, { CAPTCHA: 'reject' });
  });
  test.afterAll(async () => rejecting.stop());

  test('both product forms show the Error view, whose Try Again reloads the page', async ({ browser }) => {
    const { richItem } = await samplesFor(baseURL);
    const context = await browser.newContext({ baseURL: rejecting.url });
    const page = await context.newPage();
    const email = `rejected-${Date.now()}@example.com`;
    await page.goto(`/item/${richItem}`);

    const faq = await openTab(page, 'FAQ');
    await faq.getByRole('textbox', { name: 'Name' }).fill('Robin');
    await faq.getByRole('textbox', { name: 'Email' }).fill(email);
    await faq.getByRole('textbox', { name: 'Question' }).fill('Is it plenum rated?');
    await faq.getByRole('button', { name: 'Submit' }).click();
    const faqError = faq.getByRole('alert').filter({ hasText: ERROR });
    await expect(faqError).toBeVisible();
    await expect(faqError.getByRole('button', { name: 'Try Again' })).toBeVisible();

    const inquire = await openTab(page, 'Inquire Product');
    await inquire.getByRole('textbox', { name: 'First name' }).fill('Kim');
    await inquire.getByRole('textbox', { name: 'Email' }).fill(email);
    await inquire.getByRole('textbox', { name: 'Question' }).fill('Lead time?');
    await inquire.getByRole('button', { name: 'Submit' }).click();
    const inquiryError = inquire.getByRole('alert').filter({ hasText: ERROR });
    await expect(inquiryError).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await inquiryError.getByRole('button', { name: 'Try Again' }).click();
    await reloaded;
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(await storedPayloads('faq-question', email, rejecting.dataDir)).toEqual([]);
    expect(await storedPayloads('product-enquiry', email, rejecting.dataDir)).toEqual([]);
    await context.close();
  });
});

test('/faq has the Company side menu and the ask-a-question form without a product', async ({ page }) => {
  const email = `faq-page-${Date.now()}@example.com`;
  await page.goto('/faq');
  await expect(page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'FAQ' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const form = page.locator('main form');
  await form.getByRole('textbox', { name: 'Name' }).fill('Sam Visitor');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please enter your question')).toBeVisible();
  await form.getByRole('textbox', { name: 'Question' }).fill('Do you ship to Canada?');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: THANK_YOU })).toBeVisible();
  expect(await storedPayloads('faq-question', email)).toEqual([
    expect.objectContaining({ sku: '', name: 'Sam Visitor' }),
  ]);
});
