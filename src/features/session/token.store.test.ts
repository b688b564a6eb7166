// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from './session-flag.ts';

/** Loads the token store fresh over the browser storage as it is now. */
async function load() {
  vi.resetModules();
  return import('./token.store.ts');
}

describe('token store', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('restores a remembered token from localStorage', async () => {
    localStorage.setItem(TOKEN_KEY, 'aaa.bbb.ccc');
    expect((await load()).$token.get()).toBe('aaa.bbb.ccc');
  });

  it('reads a corrupt stored value as signed out', async () => {
    localStorage.setItem(TOKEN_KEY, 'not a token\n');
    expect((await load()).$token.get()).toBe('');
  });

  it('keeps the token in localStorage and removes it on sign-out', async () => {
    const { $token, setToken, clearToken } = await load();
    setToken('aaa.bbb.ccc');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('aaa.bbb.ccc');
    clearToken();
    expect($token.get()).toBe('');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('takes the sign-out of another tab', async () => {
    localStorage.setItem(TOKEN_KEY, 'aaa.bbb.ccc');
    const { $token } = await load();
    const seen: string[] = [];
    $token.listen((token) => seen.push(token));
    localStorage.removeItem(TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, oldValue: 'aaa.bbb.ccc', newValue: null }));
    expect(seen).toEqual(['']);
  });
});
