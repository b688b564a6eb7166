import { useStore } from '@nanostores/react';
import { startTransition, useEffect, useState } from 'react';
import type { UserInfo } from '../../api/session.ts';
import { loadRemote } from '../session/remote-data.ts';
import { useSession } from '../session/use-session.ts';
import { redirectTo } from '../session/navigate.ts';
import { $accountLoading } from './account-loading.store.ts';
import { prepareFormats } from './prepare-formats.ts';

export interface AccountData<T> {
  /** Undefined while loading (and after the page was left). */
  data: T | undefined;
  failed: boolean;
  userInfo: UserInfo | null;
  /** Replaces the loaded data (e.g. after an edit the server accepted). */
  setData: (data: T) => void;
}

/**
 * Live data of the signed-in account for one page: loaded once the profile is there, reset to
 * loading when the page is left, loaded again when the page is shown from the back-forward cache.
 * A token the server refuses ends the session and goes home.
 */
export function useAccountData<T>(load: (userInfo: UserInfo) => Promise<T>): AccountData<T> {
  const { userInfo } = useSession({ requireSignIn: true });
  const loading = useStore($accountLoading);
  const [data, setData] = useState<T>();
  const [failed, setFailed] = useState(false);
  const [visit, setVisit] = useState(0);

  useEffect(() => {
    const leave = () => $accountLoading.set(true);
    const show = (event: PageTransitionEvent) => {
      if (event.persisted) setVisit((n) => n + 1);
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', show);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', show);
      leave();
    };
  }, []);

  useEffect(() => {
    if (!userInfo) return;
    $accountLoading.set(true);
    setData(undefined);
    setFailed(false);
    const stop = loadRemote('the account data', () => load(userInfo), {
      loaded: (result) => {
        // A transition: React renders a long table in slices, between which the page answers the
        // visitor; the loader stays until it is done.
        startTransition(() => setData(result));
        $accountLoading.set(false);
      },
      failed: () => {
        setFailed(true);
        $accountLoading.set(false);
      },
      signedOut: () => redirectTo('/'),
    });
    prepareFormats();
    return stop;
    // `load` is the page's own loader: a new function each render, yet the same call each time.
  }, [userInfo, visit]);

  return { data: loading ? undefined : data, failed, userInfo, setData };
}
