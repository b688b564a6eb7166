import { z } from 'zod';
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
  user: z.object({ userId: z.number().int() }).nullable(),
  /** The first ProfileSettings entry: carries Account and AccountType. */
  userInfo: userInfo.nullable(),
  userLoading: z.boolean(),
  userError: z.string().nullable(),
});
export type AuthState = z.infer<typeof authState>;

export const signedOut: AuthState = {
  isAuthenticated: false,
  user: null,
  userInfo: null,
  userLoading: false,
  userError: null,
};
