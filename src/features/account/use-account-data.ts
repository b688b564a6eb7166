import { useStore } from '@nanostores/react';
import { startTransition, useEffect, useRef, useState } from 'react';
import type { UserInfo } from '../../api/session.ts';
import { $isAuthenticated } from '../session/auth.store.ts';
import { remoteStore } from '../session/remote.store.ts';
import { useSession } from '../session/use-session.ts';
import { redirectTo } from '../session/navigate.ts';
import { $accountLoading } from './account-loading.store.ts';
import { localDay } from './dates.ts';
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
 * Live data of the signed-in account for one page, named by `page` (a document shows one account
 * page; its loader reads anything else it needs, an id, from the address): loaded once the profile
 * is there, reset to loading when the page is left, loaded again when the page is shown from the
 * back-forward cache. A token the server refuses ends the session and goes home.
 */
export function useAccountData<T extends NonNullable<unknown> | null>(
  page: string,
  load: (userInfo: UserInfo) => Promise<T>,
): AccountData<T> {
  const { userInfo } = useSession({ requireSignIn: true });
  const loading = useStore($accountLoading);
  // `load` is the page's own loader: a new function each render, yet the same call each time.
  const loader = useRef(load);
  loader.current = load;
  const [$data] = useState(() => remoteStore(`account page ${page}`, [], (info) => loader.current(info)));
  const [data, setData] = useState<T>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const leave = () => $accountLoading.set(true);
    const show = (event: PageTransitionEvent) => {
      if (event.persisted) $data.invalidate();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', show);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', show);
      leave();
    };
  }, [$data]);

  useEffect(
    () =>
      $data.subscribe((value) => {
        if (value.loading) {
          $accountLoading.set(true);
          setFailed(false);
          prepareFormats(() => localDay('2000-01-01'));
        } else if (value.error !== undefined && !$isAuthenticated.get()) {
          // Refused: the session has ended. Home, before the page's own guard asks to sign in.
          redirectTo('/');
        } else if (value.error !== undefined) {
          setFailed(true);
          $accountLoading.set(false);
        } else if (value.data !== undefined) {
          const loaded = value.data;
          // A transition: React renders a long table in slices, between which the page answers the
          // visitor; the loader stays until it is done.
          startTransition(() => setData(loaded));
          $accountLoading.set(false);
        }
      }),
    [$data],
  );

  return { data: loading ? undefined : data, failed, userInfo, setData: $data.mutate };
}
