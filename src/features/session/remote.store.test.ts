// @vitest-environment jsdom
import { atom, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import type { UserInfo } from '../../api/session.ts';
import { profileOf } from '../../test/profile.test-support.ts';
import { $auth, $isAuthenticated, dropSession, updateAuth } from './auth.store.ts';
import { $remoteSession, remoteStore } from './remote.store.ts';
import { $token, setToken } from './token.store.ts';

const refused = (status: number) =>
  new ApiError(`GetItemDetail failed: HTTP ${status}`, { status, call: 'GetItemDetail' });

function signIn(token: string, account: string): void {
  setToken(token);
  updateAuth({ isAuthenticated: true, user: { userId: 1 }, userInfo: profileOf(account) });
}

// Each test names its own call: the loaded data is kept by key for the page's life.
let calls = 0;
const call = () => `Call${++calls}`;

describe('an island’s remote data', () => {
  const mounted: { off: () => void }[] = [];
  /** Reads a store as an island does, until the test ends. */
  function read<T>(store: { listen: (listener: (value: T) => void) => () => void }) {
    mounted.push({ off: store.listen(() => undefined) });
  }

  beforeEach(() => {
    localStorage.clear();
    signIn('a.b.c', 'C1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The stores' own timers (a store is unmounted a moment after its last reader leaves) run
    // before the test ends.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(async () => {
    for (const { off } of mounted.splice(0)) off();
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    vi.restoreAllMocks();
    cleanStores($remoteSession, $isAuthenticated, $auth, $token);
  });

  it('is loaded once with the profile and the key’s values, however many islands read it', async () => {
    const load = vi.fn(async (userInfo: UserInfo, sku: string) => `${userInfo.Account} pays $12.00 for ${sku}`);
    const $prices = remoteStore(call(), ['AV-EXT-4K'], load);
    read($prices);
    read($prices);
    await vi.waitFor(() => expect($prices.get().data).toBe('C1 pays $12.00 for AV-EXT-4K'));
    expect(load).toHaveBeenCalledTimes(1);
    expect($isAuthenticated.get()).toBe(true);
  });

  it('loads nothing while a part of its key is missing, and loads when it is set', async () => {
    const $sku = atom<string | null>(null);
    const load = vi.fn(async (_userInfo: UserInfo, sku: string) => sku);
    const $prices = remoteStore(call(), [$sku], load);
    read($prices);
    expect($prices.get()).toEqual({ loading: false });
    $sku.set('AV-EXT-4K');
    await vi.waitFor(() => expect($prices.get().data).toBe('AV-EXT-4K'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never shows one session’s data to the next: a sign-out empties it, another sign-in loads afresh', async () => {
    const $prices = remoteStore(call(), [], async (userInfo) => `prices of ${userInfo.Account}`);
    read($prices);
    await vi.waitFor(() => expect($prices.get().data).toBe('prices of C1'));
    const seen: (string | undefined)[] = [];
    mounted.push({ off: $prices.listen(({ data }) => seen.push(data)) });
    dropSession();
    await vi.waitFor(() => expect($prices.get()).toEqual({ loading: false }));
    signIn('d.e.f', 'C2');
    await vi.waitFor(() => expect($prices.get().data).toBe('prices of C2'));
    expect(seen.filter((data) => data !== undefined && data !== 'prices of C1')).toEqual(['prices of C2']);
  });

  it('ends the session when the server refuses the token (401), and the store says it failed', async () => {
    const $prices = remoteStore(call(), [], () => Promise.reject(refused(401)));
    const failures: unknown[] = [];
    mounted.push({ off: $prices.listen(({ error }) => failures.push(error)) });
    await vi.waitFor(() => expect(failures).toContainEqual(refused(401)));
    expect($isAuthenticated.get()).toBe(false);
    expect($token.get()).toBe('');
    await vi.waitFor(() => expect($prices.get()).toEqual({ loading: false }));
  });

  it('keeps the session when the load fails otherwise, and does not try again on its own', async () => {
    const load = vi.fn(() => Promise.reject(refused(503)));
    const $prices = remoteStore(call(), [], load);
    read($prices);
    await vi.waitFor(() => expect($prices.get().error).toEqual(refused(503)));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect($isAuthenticated.get()).toBe(true);
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ cause: refused(503) }));
  });
});
