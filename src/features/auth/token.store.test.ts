import { setPersistentEngine, type PersistentStore } from '@nanostores/persistent';
import { TOKEN_KEY } from './session-flag.ts';

const noEvents = { addEventListener() {}, removeEventListener() {} };

/** Loads the token store fresh over the given browser storage. */
async function loadWith(storage: PersistentStore) {
  setPersistentEngine(storage, noEvents);
  vi.resetModules();
  return import('./token.store.ts');
}

describe('token store', () => {
  it('restores a stored token', async () => {
    const { $token } = await loadWith({ [TOKEN_KEY]: 'aaa.bbb.ccc' });
    expect($token.get()).toBe('aaa.bbb.ccc');
  });

  it('reads a corrupt stored value as signed out', async () => {
    const { $token } = await loadWith({ [TOKEN_KEY]: 'not a token\n' });
    expect($token.get()).toBe('');
  });

  it('stores a new token and removes it on sign-out', async () => {
    const storage: PersistentStore = {};
    const { $token, setToken, clearToken } = await loadWith(storage);
    setToken('aaa.bbb.ccc');
    expect(storage[TOKEN_KEY]).toBe('aaa.bbb.ccc');
    clearToken();
    expect($token.get()).toBe('');
    expect(TOKEN_KEY in storage).toBe(false);
  });
});
