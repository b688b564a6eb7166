import type { Page } from '@playwright/test';
import { createApiClient, type NamedApiClient } from '../../src/api/calls.ts';
import type { UserInfo } from '../../src/api/session.ts';
import { demoPassword } from './shop.ts';
import { signInBeforeLoad } from './visitor.ts';

export interface AccountApi {
  api: NamedApiClient;
  info: UserInfo;
}

/** A demo account's own API session, to compare what the pages show with what the API answers. */
export async function accountApi(baseURL: string, userName: string, password = demoPassword): Promise<AccountApi> {
  let token = '';
  const api = createApiClient({ baseUrl: baseURL, retry: 0, getToken: () => token });
  const session = await api.call('Login', { Email: userName, Password: password });
  token = session.token;
  const { ProfileSettings } = await api.call('ParseProperties', { UserId: session.userId });
  const info = ProfileSettings[0];
  if (!info) throw new Error(`${userName} has no profile`);
  return { api, info };
}

/** Opens an account page as the signed-in demo dealer, a returning visitor with a stored session. */
export async function openAsDealer(page: Page, baseURL: string, path: string): Promise<void> {
  await signInBeforeLoad(page, baseURL);
  await page.goto(path);
}

/** The body rows of the account table named `name`. */
export const tableRows = (page: Page, name: string) => page.getByRole('region', { name }).locator('tbody tr');

/** The text of one column of a table's body rows. */
export async function columnTexts(page: Page, name: string, column: number): Promise<string[]> {
  return tableRows(page, name).evaluateAll(
    (rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent?.trim() ?? ''),
    column,
  );
}
