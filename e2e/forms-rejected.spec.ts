import { expect, test } from '@playwright/test';
import { productWhere } from './support/catalog-db.ts';
import { ownServerPort } from './support/env.ts';
import { chooseProduct, field, fill, openForm } from './support/forms.ts';
import { startExtraServer, type ExtraServer } from './support/server.ts';

/** Every enquiry form with valid values and the call it would post. */
const forms = [
  {
    path: '/support',
    name: 'Tech support',
    call: '/api/EmailManagement/TechSupport',
    values: [
      ['Email', 'reject-tech@example.com'],
      ['Phone', '7025550142'],
      ['MPN', 'ANY-MPN'],
      ['Comment', 'Kept after a failure'],
    ],
  },
  {
    path: '/sales',
    name: "Sale's Inquiry",
    call: '/api/EmailManagement/SalesEnquiry',
    values: [
      ['First name', 'Rita'],
      ['Last name', 'Reseller'],
      ['Email', 'reject-sales@example.com'],
      ['Phone', '7025550199'],
      ['Company', 'Reseller Co'],
      ['Country', 'United States'],
    ],
  },
  {
    path: '/press',
    name: 'Press inquiry',
    call: '/api/EmailManagement/PressEnquiry',
    values: [
      ['Name', 'Paula Press'],
      ['Company', 'AV Weekly'],
      ['Email', 'reject-press@example.com'],
      ['Phone', '2125550100'],
      ['Inquiry', 'Kept after a failure'],
    ],
  },
  {
    path: '/contact',
    name: 'General query',
    call: '/api/EmailManagement/DealerSignUp',
    values: [
      ['First name', 'Gina'],
      ['Last name', 'General'],
      ['Email', 'reject-general@example.com'],
      ['Inquiry', 'Kept after a failure'],
    ],
  },
  {
    path: '/signup',
    name: 'Newsletter signup',
    call: '/api/EmailManagement/NewsLetterSignup',
    values: [
      ['Name', 'Nina News'],
      ['Email', 'reject-news@example.com'],
    ],
  },
  {
    path: '/inquireproduct',
    name: 'Product inquiry',
    call: '/api/Home/ProductEnquiry',
    values: [
      ['First name', 'Ivan'],
      ['Last name', 'Inquirer'],
      ['Company', 'Ivan AV'],
      ['Phone', '3105550123'],
      ['Email', 'reject-inquiry@example.com'],
      ['Question', 'Kept after a failure'],
    ],
  },
] as const;

test.describe('when human verification rejects the sender', () => {
  // One rejecting server for every form, so the cases share a worker.
  test.describe.configure({ mode: 'serial' });
  let rejecting: ExtraServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    rejecting = await startExtraServer(ownServerPort.formsRejecting, { CAPTCHA: 'reject' });
  });
  test.afterAll(async () => rejecting.stop());

  for (const form of forms) {
    test(`${form.name}: the failure shows, clears after 3 s, and nothing typed is lost or sent`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: rejecting.url });
      const page = await context.newPage();
      let posted = false;
      page.on('request', (request) => {
        if (request.url().includes(form.call)) posted = true;
      });
      if (form.path === '/inquireproduct') await chooseProduct(page, await productWhere('1 = 1'));
      const island = await openForm(page, form.path, form.name);
      await fill(island, form.values);
      await island.getByRole('button', { name: 'Submit' }).click();

      const failure = page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' });
      await expect(failure).toBeVisible();
      await expect(failure).toHaveAttribute('data-status', '404');
      await expect(failure).toBeHidden({ timeout: 6000 });
      await expect(island).toBeVisible();
      for (const [label, value] of form.values) await expect(field(island, label)).toHaveValue(value);
      expect(posted).toBe(false);
      await context.close();
    });
  }
});
