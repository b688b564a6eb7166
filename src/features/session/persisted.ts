import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import type * as z from 'zod/mini';

/**
 * A JSON value kept in browser storage under a versioned key. `decode` turns whatever was stored
 * into a valid value, falling back to `initial`, so a corrupt or outdated entry never breaks a page.
 * Changes made in other tabs arrive through storage events.
 */
export function persistedJson<T>(key: string, initial: T, decode: (stored: unknown) => T): WritableAtom<T> {
  return persistentAtom<T>(key, initial, {
    encode: (value) => JSON.stringify(value),
    decode: (text) => {
      try {
        return decode(JSON.parse(text));
      } catch {
        return initial;
      }
    },
  });
}

/** A JSON value decoded with a schema; anything that does not parse reads as `initial`. */
export function persistedWithSchema<T>(key: string, schema: z.ZodMiniType<T>, initial: T): WritableAtom<T> {
  return persistedJson(key, initial, (stored) => {
    const result = schema.safeParse(stored);
    return result.success ? result.data : initial;
  });
}
