import { expect } from '@playwright/test';
import type { CompanyRole } from '../../src/config/company-roles.ts';
import { createApiClient } from '../../src/api/calls.ts';
import { accountApi } from './account.ts';
import { mailFileText } from './mail.ts';

/** The password colleagues made by {@link colleague} sign in with. */
export const COLLEAGUE_PASSWORD = 'Colleague2026';

/**
 * A colleague of the demo dealer with `role`, invited by the dealer through the API, its password
 * set from the mailed link, unless it signs in already: answers its user name.
 */
export async function colleague(baseURL: string, userName: string, role: CompanyRole): Promise<string> {
  // Made by an earlier run: the storefront's database outlives a run.
  const known = await accountApi(baseURL, userName, COLLEAGUE_PASSWORD).then(
    () => true,
    () => false,
  );
  if (known) return userName;
  const email = `${userName}@dealer.example`;
  const { api } = await accountApi(baseURL, 'dealer');
  await api.call('InviteMember', { UserName: userName, Email: email, Role: role });
  let token = '';
  await expect
    .poll(async () => (token = /#token=([\w-]+)/.exec(await mailFileText('company-invitation', email))?.[1] ?? ''))
    .not.toBe('');
  const anonymous = createApiClient({ baseUrl: baseURL, retry: 0, getToken: () => '' });
  await anonymous.call('AcceptInvitation', {
    Token: token,
    NewPassword: COLLEAGUE_PASSWORD,
    ConfirmPassword: COLLEAGUE_PASSWORD,
  });
  return userName;
}
