import { atom, type WritableAtom } from 'nanostores';
import { TOKEN_KEY } from './session-flag.ts';

/**
 * Where the signed-in session is kept: `local` outlives the browser (Remember me), `session`
 * (sessionStorage) ends when the browser closes. Chosen at sign-in; on a later page, it is where
 * the token was found. The Nano Stores persistence engine is one for all stores, so the session's
 * two stores are kept here instead.
 */
export type Persistence = 'local' | 'session';

const places: readonly Persistence[] = ['local', 'session'];

function storageOf(place: Persistence): Storage | undefined {
  try {
    return place === 'local' ? localStorage : sessionStorage;
  } catch {
    // No window (build) or storage blocked (some private modes): the session lives in memory.
    return undefined;
  }
}

let persistence: Persistence = storageOf('session')?.getItem(TOKEN_KEY) ? 'session' : 'local';
const rewrites = new Set<() => void>();

/** Keeps the session where `place` says from now on, moving what is stored there. */
export function setSessionPersistence(place: Persistence): void {
  persistence = place;
  for (const rewrite of rewrites) rewrite();
}

export interface Codec<T> {
  /** The stored text, or undefined to store nothing. */
  encode(value: T): string | undefined;
  /** The value of stored text; anything invalid decodes to the initial value. */
  decode(text: string): T;
}

/**
 * A session value kept in the session's storage under `key` (read from either storage, written to
 * the chosen one and removed from the other). Sign-outs in other tabs arrive as storage events.
 */
export function sessionPersisted<T>(key: string, initial: T, codec: Codec<T>): WritableAtom<T> {
  const read = (): T => {
    for (const place of places) {
      const text = storageOf(place)?.getItem(key);
      if (text !== null && text !== undefined) return codec.decode(text);
    }
    return initial;
  };
  const write = (value: T) => {
    const text = codec.encode(value);
    for (const place of places) {
      const storage = storageOf(place);
      try {
        if (text !== undefined && place === persistence) storage?.setItem(key, text);
        else storage?.removeItem(key);
      } catch (cause) {
        console.warn(new Error(`The session could not be stored (${key})`, { cause }));
      }
    }
  };
  const $value = atom<T>(read());
  $value.listen(write);
  rewrites.add(() => write($value.get()));
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key && event.storageArea === storageOf('local')) $value.set(read());
    });
  }
  return $value;
}
