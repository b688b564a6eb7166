import { nanoquery, type FetcherStore } from '@nanostores/query';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { ApiError } from '../../api/errors.ts';
import type { UserInfo } from '../../api/session.ts';
import { $isAuthenticated, $userInfo, dropSession } from './auth.store.ts';
import { $token } from './token.store.ts';

/**
 * What every island load that failed comes to: it is logged, and a token the server no longer
 * accepts (401: expired, revoked, a member disabled) ends the session, here and nowhere else.
 */
function loadFailed(error: unknown): void {
  console.error(new Error('Could not load the signed-in account’s data', { cause: error }));
  if (error instanceof ApiError && error.status === 401) dropSession();
}

// A failed load is not tried again on its own: the island says so, and the next visit asks afresh.
const [createFetcherStore] = nanoquery({ onError: loadFailed, onErrorRetry: null });

/**
 * The signed-in session's token once its profile is there, else null: part of every key, so data
 * loaded for one session is never shown to another, and nothing loads without a session.
 */
export const $remoteSession = computed([$isAuthenticated, $token, $userInfo], (signedIn, token, userInfo) =>
  signedIn && userInfo ? token : null,
);

/** A part of a key: a fixed value, or a store that holds null while there is nothing to load. */
export type KeyPart = string | ReadableAtom<string | null>;

/**
 * A store of the signed-in account's data (prices, stock, account pages) as islands read it:
 * `{ loading, data, error }`, loaded by `load` with the session's profile and the key's values
 * whenever the session or a part of the key changes, once for each key however many read it.
 * `call` names what is loaded; the data must not be undefined (null is fine).
 */
export function remoteStore<T extends NonNullable<unknown> | null>(
  call: string,
  parts: readonly KeyPart[],
  load: (userInfo: UserInfo, ...values: string[]) => Promise<T>,
): FetcherStore<T, unknown> {
  const stores = parts.map((part) => (typeof part === 'string' ? atom(part) : part));
  const $key = computed([$remoteSession, ...stores], (session: string | null, ...values: (string | null)[]) =>
    session === null || values.includes(null) ? null : JSON.stringify([call, session, ...values]),
  );
  return createFetcherStore<T, unknown>([$key], {
    fetcher: (key) => {
      const userInfo = $userInfo.get();
      if (!userInfo) return Promise.reject(new Error(`No profile to load ${call} with`));
      const [, , ...values] = JSON.parse(String(key)) as string[];
      return load(userInfo, ...values);
    },
  });
}
