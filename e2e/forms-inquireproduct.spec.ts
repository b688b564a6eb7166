import { expect, test } from '@playwright/test';
import { INQUIRY_PRODUCT_KEY } from '../src/features/forms/inquiry-product.ts';
import { productWhere } from './support/catalog-db.ts';
import {
  chooseProduct,
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
  ['Company', 'Company is required'],
  ['Phone', 'Number must have 10 digits'],
  ['Email', 'Please enter a valid email'],
  ['Question', 'Please enter your quuestion'],
] as const;

test('with no product chosen the page offers a way to pick one instead of a form', async ({ page }) => {
  await page.goto('/inquireproduct');
  await expect(page.getByRole('navigation', { name: 'Contact' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Product inquiry' })).toBeHidden();
  await page.getByRole('link', { name: 'Browse all products' }).click();
  await expect(page).toHaveURL(/\/allproducts\/?$/);
});

test('the chosen product is shown, read once and removed from storage', async ({ page }) => {
  const product = await productWhere("p.upc <> ''");
  await chooseProduct(page, product);
  await page.goto('/inquireproduct');
  await expect(page.getByRole('main')).toContainText(`MPN${product.sku}`);
  await expect(page.getByRole('main')).toContainText(`Item name${product.title}`);
  expect(await page.evaluate((key) => localStorage.getItem(key), INQUIRY_PRODUCT_KEY)).toBeNull();
});

test('product inquiry fields show their messages on leaving them and on an empty submit', async ({ page }) => {
  await chooseProduct(page, await productWhere('1 = 1'));
  const form = await openForm(page, '/inquireproduct', 'Product inquiry');
  await expect(
    form.getByRole('checkbox', { name: 'Yes, please send me latest information on the product.' }),
  ).not.toBeChecked();
  await expectMessagesOnBlur(form, messages);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(field(form, 'First name')).toBeFocused();
});

test('a valid product inquiry is stored and mailed; the status clears after 3 s', async ({ page }) => {
  const product = await productWhere('1 = 1');
  await chooseProduct(page, product);
  const email = `inquiry-${Date.now()}@example.com`;
  const form = await openForm(page, '/inquireproduct', 'Product inquiry');
  await fill(form, [
    ['First name', 'Ivan'],
    ['Last name', 'Inquirer'],
    ['Company', 'Ivan AV'],
    ['Phone', '3105550123'],
    ['Email', email],
    ['Question', 'Does it support HDCP 2.3?'],
  ]);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Submitting...' })).toBeVisible();
  const success = page.getByRole('status').filter({ hasText: 'Form submitted successfully!' });
  await expect(success).toBeVisible();
  const expected = {
    SKU: product.sku,
    URL: expect.stringMatching(new RegExp(`/item/${product.sku}$`)),
    Title: product.title,
    Name: 'Ivan Inquirer',
    email,
    Company: 'Ivan AV',
    Phone: '3105550123',
    EnquiryText: 'Does it support HDCP 2.3?',
    NewsletterSubscribe: false,
  };
  expect(await storedSubmission('product-enquiry', email)).toEqual(expected);
  expect(await storedSubmission('product-enquiry-mail', email)).toEqual(expected);
  await expect(success).toBeHidden({ timeout: 6000 });
  await expect(form).toBeVisible();
  await expect(field(form, 'Email')).toHaveValue('');
});

test.describe('an empty submit', () => {
  test('is blocked with every message', async ({ page }) => {
    await chooseProduct(page, await productWhere('1 = 1'));
    const form = await openForm(page, '/inquireproduct', 'Product inquiry');
    await expectEmptySubmitBlocked(page, form, messages, '/api/Home/ProductEnquiry');
  });
});
