import { expect, test } from '@playwright/test';
import { signInThroughModal } from '../support/shop.ts';
import { watchToasts } from '../support/toasts.ts';
import { storedSession } from '../support/visitor.ts';

/**
 * The attack: signing out only forgot the token in the browser, so a copy of it (a shared computer,
 * a leaked log) stayed valid for 12 hours. Signing out must revoke it on the server.
 */
test('a token copied before signing out answers 401 once the visitor has signed out', async ({ page, request }) => {
  const toasts = await watchToasts(page);
  await signInThroughModal(page, 'dealer');
  const { token } = await storedSession(page);
  const profile = () =>
    request.post('/api/Account/ParseProperties', {
      headers: { Authorization: `Bearer ${token}` },
      data: { UserId: 1 },
    });
  expect((await profile()).status()).not.toBe(401);

  await page.goto('/logout');
  await expect.poll(() => toasts).toContainEqual({ role: 'status', text: 'You are successfully logged out!' });
  expect((await profile()).status()).toBe(401);
});
