import { persistentAtom } from '@nanostores/persistent';
import * as z from 'zod/mini';
import { TOKEN_KEY } from './session-flag.ts';

/** A bearer token is printable ASCII without spaces, so it is always a valid header value. */
const storedToken = z.string().check(z.regex(/^[\x21-\x7e]*$/));

function tokenOf(value: unknown): string {
  const parsed = storedToken.safeParse(value);
  return parsed.success ? parsed.data : '';
}

/**
 * The signed-in session's bearer token ('' when signed out), kept in localStorage under its own
 * versioned key (removed on sign-out; how long it lasts is Remember me's, see session-persistence).
 * A corrupt stored value reads as signed out; sign-ins and sign-outs of other tabs arrive here.
 */
export const $token = persistentAtom<string>(TOKEN_KEY, '', {
  encode: (token) => token || undefined,
  decode: tokenOf,
});

/** Stores the token of a new session. */
export function setToken(token: string): void {
  $token.set(tokenOf(token));
}

/** Forgets the token (logout, failed login, rejected token). */
export function clearToken(): void {
  $token.set('');
}
