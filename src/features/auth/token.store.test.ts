// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from './session-flag.ts';

/** Loads the token store fresh over the browser storage as it is now. */
async function load() {
  vi.resetModules();
  return { ...(await import('./token.store.ts')), ...(await import('./session-persistence.ts')) };
}

describe('token store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('restores a remembered token from localStorage', async () => {
    localStorage.setItem(TOKEN_KEY, 'aaa.bbb.ccc');
    expect((await load()).$token.get()).toBe('aaa.bbb.ccc');
  });

  it('restores the token of this browser session from sessionStorage', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'ddd.eee.fff');
    expect((await load()).$token.get()).toBe('ddd.eee.fff');
  });

  it('reads a corrupt stored value as signed out', async () => {
    localStorage.setItem(TOKEN_KEY, 'not a token\n');
    expect((await load()).$token.get()).toBe('');
  });

  it('keeps a remembered token in localStorage and removes it on sign-out', async () => {
    const { $token, setToken, clearToken, setSessionPersistence } = await load();
    setSessionPersistence('local');
    setToken('aaa.bbb.ccc');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('aaa.bbb.ccc');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    clearToken();
    expect($token.get()).toBe('');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps a token that is not remembered in sessionStorage only, moving an old one there', async () => {
    localStorage.setItem(TOKEN_KEY, 'old.old.old');
    const { setToken, setSessionPersistence } = await load();
    setSessionPersistence('session');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    setToken('aaa.bbb.ccc');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('aaa.bbb.ccc');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
