import type { DatabaseSync } from 'node:sqlite';
import { ApiFailure } from '../http/errors.ts';
import {
  HASHES_PER_ADDRESS,
  KNOWN_ADDRESS_DAYS,
  limitRules,
  pairDelay,
  signInRules,
  TOO_MANY_ATTEMPTS,
} from './limits.ts';
import type { Limiter } from './rate-limit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Old pairs and known addresses are swept after this many failures, so the tables stay small. */
const SWEEP_EVERY = 500;

/** Seconds an address waits for an account after `failures` wrong passwords in a row. */
export function pairWaitSeconds(failures: number): number {
  const past = failures - pairDelay.freeFailures;
  if (past < 0) return 0;
  return Math.min(pairDelay.firstDelaySeconds * 2 ** past, pairDelay.maxDelaySeconds);
}

/** One sign-in attempt let through: report how it ended, exactly once. */
export interface Admitted {
  succeeded(): void;
  failed(): void;
}

/**
 * The sign-in limits (see limits.ts), counted before the password is hashed: every check and count
 * runs in one synchronous step, and an attempt is counted as a failure until it proves otherwise,
 * so a hundred attempts arriving together are counted as a hundred.
 */
export function createSignInGuard(db: DatabaseSync, limiter: Limiter, signInsPerWindow: number, now = Date.now) {
  const counted = signInRules(signInsPerWindow);
  const readPair = db.prepare('SELECT failures, last_at FROM sign_in_pairs WHERE account = ? AND address = ?');
  const failPair = db.prepare(
    `INSERT INTO sign_in_pairs (account, address, failures, last_at) VALUES (?1, ?2, 1, ?3)
     ON CONFLICT (account, address) DO UPDATE SET failures = failures + 1, last_at = ?3`,
  );
  const clearPair = db.prepare('DELETE FROM sign_in_pairs WHERE account = ? AND address = ?');
  const isKnown = db.prepare('SELECT 1 FROM sign_in_known WHERE account = ? AND address = ? AND last_at > ?');
  const know = db.prepare(
    `INSERT INTO sign_in_known (account, address, last_at) VALUES (?1, ?2, ?3)
     ON CONFLICT (account, address) DO UPDATE SET last_at = ?3`,
  );
  const sweep = db.prepare('DELETE FROM sign_in_pairs WHERE last_at < ?');
  const sweepKnown = db.prepare('DELETE FROM sign_in_known WHERE last_at < ?');
  const hashing = new Map<string, number>();
  let failures = 0;
  const refuse = (seconds: number) => new ApiFailure(429, TOO_MANY_ATTEMPTS, [], Math.max(1, Math.ceil(seconds)));

  return {
    /** Lets one attempt through or refuses it with 429 and Retry-After; `account` is the typed login. */
    admit(account: string, address: string): Admitted {
      const key = account.trim().toLowerCase().slice(0, 300);
      if ((hashing.get(address) ?? 0) >= HASHES_PER_ADDRESS) throw refuse(1);
      const pair = readPair.get(key, address);
      if (pair) {
        const waitMs = Number(pair.last_at) + pairWaitSeconds(Number(pair.failures)) * 1000 - now();
        if (waitMs > 0) throw refuse(waitMs / 1000);
      }
      const known = isKnown.get(key, address, now() - KNOWN_ADDRESS_DAYS * DAY_MS) !== undefined;
      if (!known) limiter.check(limitRules.loginFailuresPerAccount, key, TOO_MANY_ATTEMPTS);
      limiter.check(counted.successesPerAccount, key, TOO_MANY_ATTEMPTS);
      limiter.take(counted.attemptsPerAddress, address, TOO_MANY_ATTEMPTS);
      // Counted as a failure and as a success until the hash tells which: neither limit can be overshot.
      limiter.count(limitRules.loginFailuresPerAccount, key);
      limiter.count(counted.successesPerAccount, key);
      failPair.run(key, address, now());
      hashing.set(address, (hashing.get(address) ?? 0) + 1);
      let settled = false;
      const settle = () => {
        if (settled) return false;
        settled = true;
        const left = (hashing.get(address) ?? 1) - 1;
        if (left > 0) hashing.set(address, left);
        else hashing.delete(address);
        return true;
      };
      return {
        succeeded() {
          if (!settle()) return;
          limiter.refund(limitRules.loginFailuresPerAccount, key);
          clearPair.run(key, address);
          know.run(key, address, now());
        },
        failed() {
          if (!settle()) return;
          limiter.refund(counted.successesPerAccount, key);
          failures += 1;
          if (failures % SWEEP_EVERY === 0) {
            sweep.run(now() - DAY_MS);
            sweepKnown.run(now() - KNOWN_ADDRESS_DAYS * DAY_MS);
          }
        },
      };
    },
  };
}
