import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from, for rate limits. Behind `trustedProxies` proxies (a CDN, a load
 * balancer) it is read from X-Forwarded-For, counting that many hops from the right, because the
 * entries further left are written by the client and could name anyone.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .slice(0, 1_000)
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const hop = hops[hops.length - trustedProxies];
    if (hop) return hop;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (app.request) have no socket.
    return 'local';
  }
}

/** Whether the request was made in this process (the build's in-process pull), not over a socket. */
export function isInProcess(c: Context): boolean {
  try {
    getConnInfo(c);
    return false;
  } catch {
    return true;
  }
}
