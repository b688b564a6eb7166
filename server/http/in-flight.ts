import type { MiddlewareHandler } from 'hono';
import { clientAddress, isInProcess } from '../security/client-address.ts';
import { ApiFailure } from './errors.ts';

export const TOO_MANY_IN_FLIGHT = 'Too many requests at once from your address. Please try again.';

/**
 * At most `max` requests of one client address in flight at once on this node
 * (MAX_REQUESTS_PER_ADDRESS): one more is refused at once with 429 and `Retry-After: 1` instead of
 * queueing, so one client's many connections cannot take every turn of the event loop. Counted in
 * this node's memory, since what it protects is this node's time. The build's in-process pull has no
 * socket nor address and is never capped.
 */
export function requestsInFlight(max: number, trustedProxies: number): MiddlewareHandler {
  const inFlight = new Map<string, number>();
  return async (c, next) => {
    if (isInProcess(c)) return next();
    const address = clientAddress(c, trustedProxies);
    const running = inFlight.get(address) ?? 0;
    if (running >= max) throw new ApiFailure(429, TOO_MANY_IN_FLIGHT, [], 1);
    inFlight.set(address, running + 1);
    try {
      await next();
    } finally {
      const left = (inFlight.get(address) ?? 1) - 1;
      if (left > 0) inFlight.set(address, left);
      else inFlight.delete(address);
    }
  };
}
