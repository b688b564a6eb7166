import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { boundedQueue } from '../http/bounded-queue.ts';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;

const encode = (salt: Buffer, key: Buffer) => `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;

/**
 * scrypt runs on libuv's thread pool, which also reads the static files, and each hash keeps a core
 * busy. At most this many hashes run at once, one core fewer than the machine has, so a sign-in
 * flood leaves a core to the event loop and pool threads to file reads (scripts/start.ts sizes the
 * pool above this).
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
/** Sign-ins waiting beyond this are refused at once (503) rather than queued for seconds. */
export const MAX_WAITING_HASHES = 64;

const withHashSlot = boundedQueue({
  concurrency: MAX_CONCURRENT_HASHES,
  maxHeld: MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES,
  busy: 'The server is busy signing people in. Please try again in a moment.',
});

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** Hashes a password with scrypt and a random salt, as `scrypt$<salt hex>$<key hex>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return encode(salt, await scryptAsync(password, salt));
}

/** The same hash computed synchronously, for seeding a database. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return encode(salt, scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH));
}

/** True when `password` matches a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'));
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of no one's password, verified against when a login names no account, so an unknown name
 * takes as long to refuse as a wrong password.
 */
export const decoyHash = encode(Buffer.alloc(SALT_BYTES), Buffer.alloc(KEY_LENGTH));
