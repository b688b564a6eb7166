import { expect, test } from '@playwright/test';
import { passwordReset } from '../src/config/password-reset.ts';
import { ownServerPort } from './support/env.ts';
import { startExtraServer, type ExtraServer } from './support/server.ts';
import { mailFileText } from './support/mail.ts';
import { demoPassword, signInThroughModal } from './support/shop.ts';

// The password changes in a database of its own, so no other journey ever signs in with a stale one.
test.describe.configure({ mode: 'serial' });
let own: ExtraServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startExtraServer(ownServerPort.accountReset, {}, { fresh: true });
});
test.afterAll(async () => own.stop());

test('Forgot password? mails a link that sets a new password, and the new password signs in', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: own.url });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  const form = dialog.getByRole('form', { name: 'Forgot password?' });
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByText('Username or email is required')).toBeVisible();

  // An unknown account reads exactly like a known one.
  await form.getByRole('textbox', { name: 'Username or email' }).fill('nobody@example.com');
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByRole('status')).toHaveText(passwordReset.sentText);
  await form.getByRole('button', { name: 'Back to sign in' }).click();
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await form.getByRole('textbox', { name: 'Username or email' }).fill('dealer');
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByRole('status')).toHaveText(passwordReset.sentText);

  let link = '';
  await expect
    .poll(
      async () =>
        (link =
          /https?:\/\/\S+#token=[\w-]+/.exec(
            await mailFileText('password-reset', 'dealer@example.com', own.dataDir),
          )?.[0] ?? ''),
    )
    .not.toBe('');
  const { pathname, hash } = new URL(link);
  expect(pathname).toBe(passwordReset.path);

  await page.goto(`${pathname}${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  const newField = page.getByLabel('New password', { exact: true });
  const confirmField = page.getByLabel('Confirm new password', { exact: true });
  await newField.fill('weak');
  await newField.blur();
  await expect(
    page.getByText('Your password must have at least 6 characters, an uppercase, a lowercase and a number'),
  ).toBeVisible();
  await newField.fill('Renewed2026');
  await confirmField.fill('Renewed2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText(passwordReset.doneText);
  await expect(page).toHaveURL(new RegExp(`${passwordReset.path}$`));
  await expect
    .poll(() => mailFileText('password-changed', 'dealer@example.com', own.dataDir))
    .toContain('was just reset');

  // The link is spent: a second use says so (from another page, so the reset page loads afresh).
  await page.goto('/');
  await page.goto(`${pathname}${hash}`);
  await page.getByLabel('New password', { exact: true }).fill('Another2026');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Another2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(passwordReset.invalidLinkText);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Username or email' }).fill('dealer');
  await dialog.getByLabel('Password', { exact: true }).fill(demoPassword);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByText('Invalid  username or password')).toBeVisible();
  await signInThroughModal(page, 'dealer', 'Renewed2026');
  await context.close();
});
