import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './support/env.ts';
import { tabTo } from './support/keyboard.ts';
import { samplesFor } from './support/samples.ts';
import { watchToasts } from './support/toasts.ts';
import { itemTabs } from './support/templates.ts';
import { dealerLogin } from './support/visitor.ts';

const loginButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign In' });
const registrationDialog = (page: Page) => page.getByRole('dialog', { name: 'Request Register' });

async function openLoginByKeyboard(page: Page): Promise<void> {
  await tabTo(page, loginButton(page));
  await page.keyboard.press('Enter');
  await expect(loginDialog(page)).toBeVisible();
}

async function openRegistrationByKeyboard(page: Page): Promise<void> {
  await openLoginByKeyboard(page);
  await tabTo(page, loginDialog(page).getByRole('button', { name: 'Request Register' }));
  await page.keyboard.press('Enter');
  await expect(registrationDialog(page)).toBeVisible();
}

test('the products menu opens from the keyboard and leads to a subcategory', async ({ page }) => {
  const { subcategory, subcategoryName } = await samplesFor(baseURL);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Products menu' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, nav.getByRole('link', { name: subcategoryName, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === subcategory);
});

test('a dealer signs in through the login modal with the keyboard only', async ({ page }) => {
  const toasts = await watchToasts(page);
  await page.goto('/');
  await openLoginByKeyboard(page);
  const dialog = loginDialog(page);
  await tabTo(page, dialog.getByRole('textbox', { name: 'Username or email' }));
  await page.keyboard.type(dealerLogin.Email);
  await tabTo(page, dialog.getByLabel('Password', { exact: true }));
  await page.keyboard.type(dealerLogin.Password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/info\/?$/);
  await expect.poll(() => toasts).toContainEqual({ role: 'status', text: 'You are successfully logged in!' });
});

test('item tabs follow the arrow, Home and End keys', async ({ page }) => {
  const { richItem } = await samplesFor(baseURL);
  await page.goto(`/item/${richItem}`);
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  const first = itemTabs[0];
  const last = itemTabs[itemTabs.length - 1] ?? first;

  await tabTo(page, tab(first));
  await page.keyboard.press('ArrowRight');
  await expect(tab(itemTabs[1] ?? first)).toBeFocused();
  await expect(tab(itemTabs[1] ?? first)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: itemTabs[1] })).toBeVisible();

  await page.keyboard.press('End');
  await expect(tab(last)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab(first)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(last)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab(first)).toBeFocused();
  await expect(tab(first)).toHaveAttribute('aria-selected', 'true');
});

test('the registration request is filled in, sent and acknowledged with the keyboard only', async ({ page }) => {
  await page.goto('/');
  await openRegistrationByKeyboard(page);
  const dialog = registrationDialog(page);
  await tabTo(page, dialog.getByRole('textbox', { name: 'Name', exact: true }));
  await page.keyboard.type('Pat Installer');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Email', exact: true }));
  await page.keyboard.type('pat@example.com');
  await tabTo(page, dialog.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  const thanks = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByText('Your registration was submitted successfully.')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(thanks).toBeHidden();
  await expect(loginButton(page)).toBeFocused();
});

test('Escape closes the login modal and gives the focus back to its opener', async ({ page }) => {
  await page.goto('/');
  await openLoginByKeyboard(page);
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toBeHidden();
  await expect(loginButton(page)).toBeFocused();
});

// The registration modal replaces the login modal, so the focus goes back to where the journey began.
test('Escape closes the registration modal and gives the focus back to the Login button', async ({ page }) => {
  await page.goto('/');
  await openRegistrationByKeyboard(page);
  await page.keyboard.press('Escape');
  await expect(registrationDialog(page)).toBeHidden();
  await expect(loginDialog(page)).toBeHidden();
  await expect(loginButton(page)).toBeFocused();
});
