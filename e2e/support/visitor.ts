import type { Page } from '@playwright/test';
import { createApiClient } from '../../src/api/calls.ts';
import { authState, signedOut } from '../../src/features/session/auth.ts';
import { AUTH_KEY, TOKEN_KEY } from '../../src/features/session/session-flag.ts';

/** Who looks at a page: nobody signed in, or the demo dealer account. */
export type Visitor = 'anonymous' | 'dealer';

export const dealerLogin = { Email: 'dealer', Password: 'Demo1234' } as const;

/** The browser storage entries of a real Login of the demo dealer (or `login`), with its loaded profile. */
export async function dealerSessionEntries(
  baseURL: string,
  login: { Email: string; Password: string } = dealerLogin,
): Promise<[string, string][]> {
  let token = '';
  const api = createApiClient({ baseUrl: baseURL, retry: 0, getToken: () => token });
  const session = await api.call('Login', login);
  token = session.token;
  const { ProfileSettings } = await api.call('ParseProperties', { UserId: session.userId });
  const auth = authState.parse({
    ...signedOut,
    isAuthenticated: true,
    user: { userId: session.userId },
    userInfo: ProfileSettings[0] ?? null,
  });
  return [
    [TOKEN_KEY, token],
    [AUTH_KEY, JSON.stringify(auth)],
  ];
}

/**
 * Starts the dealer's (or `userName`'s) session before any page script runs, the way a returning visitor arrives:
 * a real Login's token and the loaded profile already in browser storage.
 */
export async function signInBeforeLoad(
  page: Page,
  baseURL: string,
  userName: string = dealerLogin.Email,
): Promise<void> {
  await page.addInitScript(
    (entries) => {
      for (const [key, value] of entries) if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    await dealerSessionEntries(baseURL, { Email: userName, Password: dealerLogin.Password }),
  );
}

/** The session's token and stored state as the browser keeps them (localStorage). */
export function storedSession(page: Page): Promise<{ token: string; auth: string }> {
  return page.evaluate(
    ([tokenKey, authKey]) => {
      const read = (key: string) => localStorage.getItem(key) || '';
      return { token: read(tokenKey), auth: read(authKey) };
    },
    [TOKEN_KEY, AUTH_KEY] as const,
  );
}
