import type { MiddlewareHandler } from 'hono';
import { RETAINED_304_HEADERS } from 'hono/etag';

/** What a 304 keeps of the full answer: what Hono's etag middleware keeps, and the date it was checked against. */
const kept = new Set([...RETAINED_304_HEADERS, 'last-modified']);

/**
 * Answers a conditional GET by date, as Hono's etag middleware answers one by tag: a 200 whose
 * `Last-Modified` is no later than the request's `If-Modified-Since` becomes a 304 without a body.
 * A request that also sends `If-None-Match` is left to the tag, which HTTP says takes precedence
 * (RFC 9110, 13.1.3); so is an unreadable date.
 */
export function notModifiedSince(): MiddlewareHandler {
  return async function notModified(c, next) {
    await next();
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.res.status !== 200) return;
    if (c.req.header('If-None-Match') !== undefined) return;
    const since = Date.parse(c.req.header('If-Modified-Since') ?? '');
    const modified = Date.parse(c.res.headers.get('Last-Modified') ?? '');
    // HTTP dates have whole seconds; the file's time, rounded down to them, is what was sent.
    if (Number.isNaN(since) || Number.isNaN(modified) || modified > since) return;
    await c.res.body?.cancel();
    // Hono carries the full answer's headers over to the new one; those a 304 has no use for go.
    c.res = new Response(null, { status: 304, statusText: 'Not Modified' });
    for (const name of [...c.res.headers.keys()]) if (!kept.has(name)) c.res.headers.delete(name);
  };
}
