import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { UserInfo } from '../../api/session.ts';
import { redirectTo } from './navigate.ts';
import { $auth, $isAuthenticated, loadProfile } from './auth.store.ts';
import { SIGN_IN_REDIRECT } from './sign-in.ts';

export interface Session {
  isAuthenticated: boolean;
  /** The profile; null until it has loaded. */
  userInfo: UserInfo | null;
}

/**
 * The signed-in session for an island: loads the profile when it is missing, and on pages that
 * need a session (`requireSignIn`) sends anonymous visitors home, where the login modal opens.
 */
export function useSession({ requireSignIn = false } = {}): Session {
  const isAuthenticated = useStore($isAuthenticated);
  const { userInfo, user, userLoading } = useStore($auth);

  useEffect(() => {
    if (!isAuthenticated) {
      if (requireSignIn) redirectTo(SIGN_IN_REDIRECT);
    } else if (!userInfo && !userLoading && user) {
      loadProfile(user.userId).catch((error: unknown) => console.warn(error));
    }
  }, [requireSignIn, isAuthenticated, userInfo, userLoading, user]);

  return { isAuthenticated, userInfo };
}
