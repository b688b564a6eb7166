import { computed } from 'nanostores';
import * as z from 'zod/mini';
import { ParseProperties } from '../../api/calls/session.ts';
import { api } from './api.ts';
import { timing } from '../../config/timing.ts';
import { authState, PROFILE_FAILED_ERROR, signedOut, type AuthState } from './auth.ts';
import { persistedWithSchema } from './persisted.ts';
import { capabilitiesOf } from '../../config/company-roles.ts';
import { AUTH_KEY, flagCapabilities, flagSession } from './session-flag.ts';
import { $token, clearToken } from './token.store.ts';

/** A page starts with no request in flight and no error showing, whatever the last page left. */
const storedAuthState = z.pipe(
  authState,
  z.transform((state): AuthState => ({ ...state, userLoading: false, userError: null })),
);

/**
 * The session: who is signed in and their profile, kept beside the token (see Remember me), decoded
 * with the schema; anything that does not parse reads as signed out. The token itself is `$token`.
 */
export const $auth = persistedWithSchema<AuthState>(AUTH_KEY, storedAuthState, signedOut);

/** Signed in: the state says so and a token is there to prove it. */
export const $isAuthenticated = computed([$auth, $token], (auth, token) => auth.isAuthenticated && token !== '');
export const $userInfo = computed($auth, (auth) => auth.userInfo);

$token.listen((token) => flagSession(token !== ''));
$userInfo.listen((info) => flagCapabilities(capabilitiesOf(info?.Role, info?.Staff)));

/** Changes part of the session state. */
export function updateAuth(change: Partial<AuthState>): void {
  $auth.set({ ...$auth.get(), ...change });
}

/** Loads the profile (first ProfileSettings entry); on failure the session is dropped. */
export async function loadProfile(userId: number): Promise<void> {
  updateAuth({ userLoading: true, userError: null });
  try {
    const { ProfileSettings } = await api.call(ParseProperties, { UserId: userId });
    updateAuth({ userInfo: ProfileSettings[0] ?? null, userLoading: false });
  } catch (cause) {
    clearToken();
    $auth.set({ ...signedOut, userError: PROFILE_FAILED_ERROR });
    throw new Error('Could not load the profile', { cause });
  }
}

let errorClear: ReturnType<typeof setTimeout> | undefined;

/** Clears the sign-in error once the login modal has finished closing. */
export function clearAuthErrorAfterClose(): void {
  clearTimeout(errorClear);
  errorClear = setTimeout(() => updateAuth({ userError: null }), timing.modalCloseDelayMs);
}

/** A new sign-in attempt keeps its own error: a clear still pending from an earlier close is dropped. */
export function keepAuthError(): void {
  clearTimeout(errorClear);
}

/** The server no longer accepts the token (expired or revoked): forget the session quietly. */
export function dropSession(): void {
  clearToken();
  $auth.set(signedOut);
}
