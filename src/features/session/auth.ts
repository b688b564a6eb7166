import * as z from 'zod/mini';
import { int } from '../../api/rules.ts';
import { userInfo } from '../../api/session.ts';

/** Shown in the login modal when sign-in fails (two spaces, as the product has always shown it). */
export const LOGIN_FAILED_MESSAGE = 'Invalid  username or password';
/** The error toast of a failed sign-in. */
export const LOGIN_FAILED_TOAST = 'Invalid username or password';
export const LOGGED_IN_TOAST = 'You are successfully logged in!';
export const LOGGED_OUT_TOAST = 'You are successfully logged out!';
export const IMPERSONATION_FAILED_TOAST = 'Invalid username';
/** The auth error marker left by a failed profile load. */
export const PROFILE_FAILED_ERROR = 'error';
/** Auth error markers of a sign-in the server refused for too many attempts, or never answered. */
export const TOO_MANY_ATTEMPTS_ERROR = 'too-many-attempts';
export const UNREACHABLE_ERROR = 'unreachable';

const signInErrorTexts: Readonly<Record<string, string>> = {
  [LOGIN_FAILED_MESSAGE]: LOGIN_FAILED_MESSAGE,
  [PROFILE_FAILED_ERROR]: 'You were signed in, but your account details could not be loaded. Please try again.',
  [TOO_MANY_ATTEMPTS_ERROR]: 'Too many sign-in attempts. Please wait a few minutes, then try again.',
  [UNREACHABLE_ERROR]: 'The server could not be reached. Check your connection and try again.',
};

/** What the login modal says for an auth error marker: why the sign-in failed. */
export function signInErrorText(userError: string | null): string {
  if (!userError) return '';
  return signInErrorTexts[userError] ?? 'Something went wrong. Please try again.';
}

/** The auth error marker for a failed Login call's HTTP status (0: no answer). */
export function loginErrorFor(status: number): string {
  if (status === 429) return TOO_MANY_ATTEMPTS_ERROR;
  if (status === 0 || status >= 500) return UNREACHABLE_ERROR;
  return LOGIN_FAILED_MESSAGE;
}
/** Where a new session lands. */
export const SIGNED_IN_HOME = '/account/info';

export const authState = z.object({
  isAuthenticated: z.boolean(),
  /** The login result without its token (the token lives in its own store). */
  user: z.nullable(z.object({ userId: int() })),
  /** The first ProfileSettings entry: carries Account and AccountType. */
  userInfo: z.nullable(userInfo),
  userLoading: z.boolean(),
  userError: z.nullable(z.string()),
});
export type AuthState = z.infer<typeof authState>;

export const signedOut: AuthState = {
  isAuthenticated: false,
  user: null,
  userInfo: null,
  userLoading: false,
  userError: null,
};
