// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { $auth, $isAuthenticated, updateAuth } from './auth.store.ts';
import { loadRemote } from './remote-data.ts';
import { $token, setToken } from './token.store.ts';

const refused = (status: number) =>
  new ApiError(`GetItemDetail failed: HTTP ${status}`, { status, call: 'GetItemDetail' });

/** The handlers an island passes, each recording what it heard. */
function island(withSignedOut = true) {
  const heard: string[] = [];
  return {
    heard,
    handlers: {
      loaded: (data: string) => heard.push(`loaded ${data}`),
      failed: () => heard.push('failed'),
      ...(withSignedOut && { signedOut: () => heard.push('signed out') }),
    },
  };
}

describe('loading an island’s remote data', () => {
  beforeEach(() => {
    localStorage.clear();
    setToken('a.b.c');
    updateAuth({ isAuthenticated: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    cleanStores($isAuthenticated, $auth, $token);
  });

  it('hands the data to the island', async () => {
    const { heard, handlers } = island();
    loadRemote('prices', async () => '$12.00', handlers);
    await vi.waitFor(() => expect(heard).toEqual(['loaded $12.00']));
    expect($isAuthenticated.get()).toBe(true);
  });

  it.each([
    [true, 'signed out'],
    [false, 'failed'],
  ])(
    'ends the session when the server refuses the token (401); an island that hears sign-outs (%s) hears %j',
    async (hears, told) => {
      const { heard, handlers } = island(hears);
      loadRemote('prices', () => Promise.reject(refused(401)), handlers);
      await vi.waitFor(() => expect(heard).toEqual([told]));
      expect($isAuthenticated.get()).toBe(false);
      expect($token.get()).toBe('');
    },
  );

  it('keeps the session when the load fails otherwise', async () => {
    const { heard, handlers } = island();
    loadRemote('prices', () => Promise.reject(refused(503)), handlers);
    await vi.waitFor(() => expect(heard).toEqual(['failed']));
    expect($isAuthenticated.get()).toBe(true);
  });

  it('tells an island that stopped waiting nothing, and aborts its load', async () => {
    const { heard, handlers } = island();
    let seen: AbortSignal | undefined;
    const answer = Promise.withResolvers<string>();
    const stop = loadRemote(
      'prices',
      (signal) => {
        seen = signal;
        return answer.promise;
      },
      handlers,
    );
    stop();
    expect(seen?.aborted).toBe(true);
    answer.reject(refused(401));
    await answer.promise.catch(() => undefined);
    await Promise.resolve();
    expect(heard).toEqual([]);
    expect($isAuthenticated.get()).toBe(true);
  });
});
