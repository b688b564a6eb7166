import { ImpersonateUser, Login, Logout } from '../../api/calls/session.ts';
import { api } from '../session/api.ts';
import type { LoginResponse } from '../../api/session.ts';
import { emptyCart } from '../cart/cart.store.ts';
import { notify, showToastAfterNavigation } from '../notify/notify.ts';
import { goTo } from '../session/navigate.ts';
import {
  IMPERSONATION_FAILED_TOAST,
  LOGGED_IN_TOAST,
  LOGGED_OUT_TOAST,
  LOGIN_FAILED_MESSAGE,
  LOGIN_FAILED_TOAST,
  SIGNED_IN_HOME,
  signedOut,
} from './auth.ts';
import { $auth, keepAuthError, loadProfile, updateAuth } from './auth.store.ts';
import { $token, clearToken, setToken } from './token.store.ts';

/** Starting and ending sessions: login, impersonation and logout (the session state is `$auth`). */

async function startSession(session: LoginResponse): Promise<void> {
  setToken(session.token);
  $auth.set({ ...signedOut, isAuthenticated: true, user: { userId: session.userId } });
  await loadProfile(session.userId);
  showToastAfterNavigation(LOGGED_IN_TOAST);
  goTo(SIGNED_IN_HOME);
}

/** Signs in with a user name or email and a password, then goes to the profile page. */
export async function login(credentials: { Email: string; Password: string }): Promise<void> {
  keepAuthError();
  updateAuth({ userLoading: true, userError: null });
  let session: LoginResponse;
  try {
    session = await api.call(Login, credentials);
  } catch (cause) {
    clearToken();
    $auth.set({ ...signedOut, userError: LOGIN_FAILED_MESSAGE });
    notify(LOGIN_FAILED_TOAST, 'error');
    console.warn(new Error('Sign-in failed', { cause }));
    return;
  }
  await startSession(session).catch((error: unknown) => console.error(error));
}

/** Starts a session as another user; the current (staff) session's token authorises it. */
export async function impersonate(username: string): Promise<void> {
  let session: LoginResponse;
  try {
    session = await api.call(ImpersonateUser, { username });
  } catch (cause) {
    notify(IMPERSONATION_FAILED_TOAST, 'error');
    console.warn(new Error('Impersonation failed', { cause }));
    return;
  }
  await startSession(session).catch((error: unknown) => console.error(error));
}

/** How long signing out waits for the server to revoke the token before going on without it. */
const REVOKE_TIMEOUT_MS = 3_000;

/**
 * Ends the session: the server revokes the token (so a copy of it stops working), then cart and auth
 * state are cleared and home opens with a toast. Signing out goes on when the server cannot be reached.
 */
export function logout(): void {
  const revoked = $token.get()
    ? api
        .call(Logout, {}, { signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS) })
        .catch((cause: unknown) => console.warn(new Error('The server did not revoke the token', { cause })))
    : Promise.resolve();
  void revoked.then(() => {
    emptyCart();
    clearToken();
    $auth.set(signedOut);
    showToastAfterNavigation(LOGGED_OUT_TOAST);
    goTo('/');
  });
}
