import { LRUCache } from 'lru-cache';

/** Subjects a node remembers at their limit; the least recently asked is forgotten past this. */
const REFUSALS_KEPT = 10_000;

/**
 * What one API node knows of the subjects the database had at their limit: when that refusal ends
 * (ms), by rule and subject (or by sign-in pair, for a pair's wait). Until then the node refuses them
 * itself, without a query, so a flood from one address costs the database nothing once it is
 * refused. One per node, shared by its limits.
 */
export class Refusals {
  readonly #ends = new LRUCache<string, number>({ max: REFUSALS_KEPT });

  /** Seconds `key` is still refused for at `at`, or 0. */
  secondsLeft(key: string, at: number): number {
    const ends = this.#ends.get(key);
    if (ends === undefined) return 0;
    if (ends > at) return Math.ceil((ends - at) / 1000);
    this.#ends.delete(key);
    return 0;
  }

  refuseUntil(key: string, ends: number): void {
    this.#ends.set(key, ends);
  }

  forget(key: string): void {
    this.#ends.delete(key);
  }

  /** Forgets every subject (tests that end every window at once). */
  clear(): void {
    this.#ends.clear();
  }
}
