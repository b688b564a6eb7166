import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import PQueue from 'p-queue';
import { clientAddress, isInProcess } from '../security/client-address.ts';
import { ApiFailure } from './errors.ts';

export const TOO_MANY_WAITING = 'Too many requests at once from your address. Please try again.';

export interface AddressQueueLimits {
  /** Requests of one address in flight at once (MAX_REQUESTS_PER_ADDRESS). */
  inFlight: number;
  /** Requests of one address started in any one second (RATE_LIMIT_REQUESTS). */
  perSecond: number;
  /** Requests of one address waiting for their turn (MAX_HELD_PER_ADDRESS); one more answers 429. */
  held: number;
  trustedProxies: number;
}

/** Addresses whose queue is kept; the least recently seen is forgotten past this, so memory stays bounded. */
const ADDRESSES_KEPT = 10_000;

/**
 * Each client address gets its turns: at most `inFlight` of its requests run at once and at most
 * `perSecond` start in a second; the rest wait, in order, before anything of theirs is read. A
 * refusal answered at once would only make room for the client's next request, so a flood would
 * still run as fast as the server answers; a request that waits costs nothing, and since its body is
 * not read, TCP holds the sender back too. Past `held` waiting, one more is refused with 429 and
 * `Retry-After: 1`. Counted in this node's memory, since what it shares out is this node's time. The
 * build's in-process pull has no socket nor address and never waits.
 */
export function addressQueue({ inFlight, perSecond, held, trustedProxies }: AddressQueueLimits): MiddlewareHandler {
  const queues = new LRUCache<string, PQueue>({ max: ADDRESSES_KEPT });
  const queueOf = (address: string) => {
    let queue = queues.get(address);
    if (!queue) {
      queue = new PQueue({ concurrency: inFlight, interval: 1000, intervalCap: perSecond });
      queues.set(address, queue);
    }
    return queue;
  };
  return async (c, next) => {
    if (isInProcess(c)) return next();
    const queue = queueOf(clientAddress(c, trustedProxies));
    if (queue.size >= held) throw new ApiFailure(429, TOO_MANY_WAITING, [], 1);
    await queue.add(() => next());
  };
}
