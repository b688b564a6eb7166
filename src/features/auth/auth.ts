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
