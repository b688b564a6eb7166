import { persistentAtom } from '@nanostores/persistent';
import { z } from 'zod';
import { TOKEN_KEY } from './session-flag.ts';

/** A bearer token is printable ASCII without spaces, so it is always a valid header value. */
const storedToken = z
  .string()
  .regex(/^[\x21-\x7e]*$/)
  .catch('');

/**
 * The signed-in session's bearer token ('' when signed out), kept in browser storage under its
 * own versioned key (removed on sign-out). A corrupt stored value reads as signed out.
 */
export const $token = persistentAtom<string>(TOKEN_KEY, '', {
  encode: (token) => token || undefined,
  decode: (raw) => storedToken.parse(raw),
});

/** Stores the token of a new session. */
export function setToken(token: string): void {
  $token.set(storedToken.parse(token));
}

/** Forgets the token (logout, failed login, rejected token). */
export function clearToken(): void {
  $token.set('');
}
