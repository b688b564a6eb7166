import { expect, test, type Locator, type Page } from '@playwright/test';
import { ownServerPort } from './support/env.ts';
import { field, fill, openForm, storedSubmission } from './support/forms.ts';
import { startExtraServer, type ExtraServer } from './support/server.ts';

const viewports = [
  { name: 'laptop', size: { width: 1366, height: 768 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

/** What browser autofill does: the value changes with input and change events, and no focus. */
const autofill = (input: Locator, value: string) =>
  input.evaluate((element: HTMLInputElement, text) => {
    element.value = text;
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);

/** Holds the island's own module until `release` is called, so the form stays unhydrated meanwhile. */
async function holdIsland(page: Page, component: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/_astro/') && url.pathname.includes(component),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

const hydrated = (page: Page, form: Locator) =>
  expect(page.locator('astro-island').filter({ has: form })).not.toHaveAttribute('ssr');

for (const { name, size } of viewports) {
  test.describe(`on a ${name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: size });

    test('names autofilled into the demo form before its script loaded are kept and sent', async ({ page }) => {
      const email = `autofill-${name}-${Date.now()}@integrator.example`;
      await page.goto('/flexmatrix/enterprise');
      const form = page.locator('#custom-demo form');
      await expect(page.locator('#custom-demo astro-island')).toHaveAttribute('ssr');
      await autofill(form.getByLabel('First name'), 'Dana');
      await autofill(form.getByLabel('Last name'), 'Rivera');
      await form.getByLabel('Email').click();
      await expect(page.locator('#custom-demo astro-island')).not.toHaveAttribute('ssr');
      await expect(form.getByLabel('First name')).toHaveValue('Dana');
      await expect(form.getByLabel('Last name')).toHaveValue('Rivera');
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Request a demo' }).click();
      await expect(form.getByLabel('First name')).toHaveValue('');
      expect(await storedSubmission('demo-request', email)).toMatchObject({ name: 'Dana Rivera', email });
    });

    test('text typed and autofilled into an enquiry form while it loads is kept', async ({ page }) => {
      const release = await holdIsland(page, 'GeneralQueryForm');
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'General query' });
      await autofill(field(form, 'Email'), 'gina@example.com');
      await field(form, 'First name').click();
      await page.keyboard.type('Gina');
      release();
      await hydrated(page, form);
      await expect(field(form, 'First name')).toHaveValue('Gina');
      await expect(field(form, 'Email')).toHaveValue('gina@example.com');
    });

    test('every field is checked on leaving it, the first one too when left before the form loaded', async ({
      page,
    }) => {
      const release = await holdIsland(page, 'SalesInquiryForm');
      await page.goto('/sales');
      const form = page.getByRole('form', { name: "Sale's Inquiry" });
      await field(form, 'First name').focus();
      await page.keyboard.press('Tab');
      await expect(field(form, 'Last name')).toBeFocused();
      release();
      await hydrated(page, form);
      await expect(field(form, 'First name')).toHaveAccessibleDescription('First name is required');
      const messages = [
        ['Last name', 'Last name is required'],
        ['Email', 'Please enter a valid email'],
        ['Phone', 'Phone number should be of 10 digits'],
        ['Company', 'Company is required'],
      ] as const;
      for (const [label, message] of messages) {
        await expect(field(form, label)).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(field(form, label)).toHaveAccessibleDescription(message);
        await expect(field(form, label)).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(field(form, 'Website')).toBeFocused();
      await page.keyboard.type('not a site');
      await page.keyboard.press('Tab');
      await expect(field(form, 'Website')).toHaveAccessibleDescription('Please enter a valid URL');
      await page.keyboard.press('Tab');
      await expect(field(form, 'Country')).toHaveAccessibleDescription('Country is required');
    });

    test('the newsletter email is checked when the visitor tabs from it to Submit', async ({ page }) => {
      const form = await openForm(page, '/signup', 'Newsletter signup');
      await field(form, 'Name').fill('Nina News');
      await field(form, 'Email').fill('nina@');
      await page.keyboard.press('Tab');
      await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
      await expect(field(form, 'Email')).toHaveAccessibleDescription('Email is required');
    });
  });
}

test.describe('when the form limit is reached', () => {
  test.describe.configure({ mode: 'serial' });
  let limited: ExtraServer;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    limited = await startExtraServer(ownServerPort.formsRateLimited, { RATE_LIMIT_FORM_POSTS: '1' }, { fresh: true });
    // The one post the limit allows.
    const page = await browser.newPage({ baseURL: limited.url });
    const form = await openForm(page, '/signup', 'Newsletter signup');
    await fill(form, [
      ['Name', 'First Post'],
      ['Email', `limit-${Date.now()}@example.com`],
    ]);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Form submitted successfully!' })).toBeVisible();
    await page.close();
  });
  test.afterAll(async () => limited.stop());

  for (const { name, size } of viewports) {
    test(`on a ${name}, a refused post says to wait and for how long, and keeps what was typed`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: limited.url, viewport: size });
      const page = await context.newPage();
      const values = [
        ['Name', 'Second Post'],
        ['Email', `limit-${name}@example.com`],
      ] as const;
      const form = await openForm(page, '/signup', 'Newsletter signup');
      await fill(form, values);
      await form.getByRole('button', { name: 'Submit' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'Too many submissions' });
      await expect(refusal).toHaveText(
        /^Too many submissions from your network\. Please wait (10 minutes|[1-9] minutes?) and try again\.$/,
      );
      await expect(refusal).toHaveAttribute('data-status', '429');
      for (const [label, value] of values) await expect(field(form, label)).toHaveValue(value);
      await context.close();
    });
  }
});
