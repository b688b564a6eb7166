import { ImpersonateUser, Login, Logout } from '../../api/calls/session.ts';
import { ApiError } from '../../api/errors.ts';
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
  loginErrorFor,
  SIGNED_IN_HOME,
  signedOut,
} from '../session/auth.ts';
import { $auth, keepAuthError, loadProfile, updateAuth } from '../session/auth.store.ts';
import { isSessionRemembered, setSessionRemembered } from './session-persistence.ts';
import { $token, clearToken, setToken } from '../session/token.store.ts';

/** Starting and ending sessions: login, impersonation and logout (the session state is `$auth`). */

/**
 * Starts a session: kept as long as `remember` says, the profile is loaded, and only then
 * is the visitor signed in (so the login modal stays open, with the reason, if the profile fails).
 */
async function startSession(session: LoginResponse, remember: boolean): Promise<void> {
  setSessionRemembered(remember);
  setToken(session.token);
  $auth.set({ ...signedOut, user: { userId: session.userId } });
  await loadProfile(session.userId);
  updateAuth({ isAuthenticated: true });
  showToastAfterNavigation(LOGGED_IN_TOAST);
  goTo(SIGNED_IN_HOME);
}

/**
 * Signs in with a user name or email and a password, then goes to the profile page. With
 * `remember` the session outlives the browser; without, it ends when the browser closes.
 */
export async function login(credentials: { Email: string; Password: string }, remember = false): Promise<void> {
  keepAuthError();
  updateAuth({ userLoading: true, userError: null });
  let session: LoginResponse;
  try {
    session = await api.call(Login, credentials);
  } catch (cause) {
    clearToken();
    const userError = loginErrorFor(cause instanceof ApiError ? cause.status : 0);
    $auth.set({ ...signedOut, userError });
    if (userError === LOGIN_FAILED_MESSAGE) notify(LOGIN_FAILED_TOAST, 'error');
    console.warn(new Error('Sign-in failed', { cause }));
    return;
  }
  await startSession(session, remember).catch((error: unknown) => console.error(error));
}

/** How an impersonation attempt ended: a session started, the caller is not staff, or it failed. */
export type ImpersonationResult = 'started' | 'not-staff' | 'failed';

/**
 * Starts a session as another user; the current (staff) session's token authorises it, and the
 * new session is kept as that one was. A session that may not impersonate is told so.
 */
export async function impersonate(username: string): Promise<ImpersonationResult> {
  let session: LoginResponse;
  try {
    session = await api.call(ImpersonateUser, { username });
  } catch (cause) {
    console.warn(new Error('Impersonation failed', { cause }));
    if (cause instanceof ApiError && (cause.status === 401 || cause.status === 403)) return 'not-staff';
    notify(IMPERSONATION_FAILED_TOAST, 'error');
    return 'failed';
  }
  const remembered = isSessionRemembered();
  try {
    await startSession(session, remembered);
    return 'started';
  } catch (error) {
    console.error(error);
    return 'failed';
  }
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
