import type { MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);

/**
 * Brotli's quality for pages, compressed per request: within a few bytes of any quality below 10,
 * at about gzip's cost. Qualities 10 and 11 pack a page tighter but take tens of times longer, too
 * long to spend on a request.
 */
const PAGE_QUALITY = 6;
/** Below this, compressing saves too little to be worth it (Hono's compress uses the same threshold). */
const THRESHOLD_BYTES = 1024;
/** Accept-Encoding is a short list of names; anything longer is cut before it is split. */
const MAX_ACCEPT_ENCODING = 256;

/**
 * Text the build writes without a stored compressed copy: pages, and the feeds, sitemaps, data files
 * and robots.txt beside them (XML, RSS, JSON, plain text). Scripts and styles have stored copies.
 */
const isText = (type: string | null) =>
  /^(?:text\/(?:html|xml|plain)|application\/(?:[\w.-]+\+)?(?:xml|json)|image\/svg\+xml)\s*(?:;|$)/i.test(type ?? '');

/**
 * Whether the request's Accept-Encoding names `br`, read as serveStatic of @hono/node-server reads
 * it for the build's stored copies (the bare name; `br;q=0` is not a yes).
 */
export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false;
  return header
    .slice(0, MAX_ACCEPT_ENCODING)
    .split(',')
    .some((name) => name.trim().toLowerCase() === 'br');
}

/**
 * Sends pages and the other text files (feeds, sitemaps, data files) with Brotli to browsers that
 * take it, as the CDN does. Scripts and styles have stored Brotli copies; the rest is written by
 * every publish and compressed when asked for, and Hono's
 * compress middleware, which sees the answer after this one, knows only gzip and deflate. A file
 * sent this way carries a weak tag, like any compressed answer, so a revalidation still gets a 304.
 */
export function brotliPages(): MiddlewareHandler {
  return async function brotliPage(c, next) {
    await next();
    const res = c.res;
    const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.body === null ||
      res.headers.has('Content-Encoding') ||
      !isText(res.headers.get('Content-Type')) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '') ||
      !(length >= THRESHOLD_BYTES) ||
      !acceptsBrotli(c.req.header('Accept-Encoding'))
    )
      return;
    const raw = Buffer.from(await res.arrayBuffer());
    const packed = await brotliAsync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PAGE_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    // Hono carries the earlier answer's headers over to a new one: the changes go on after it.
    c.res = new Response(packed, res);
    const headers = c.res.headers;
    headers.set('Content-Encoding', 'br');
    headers.set('Content-Length', String(packed.length));
    if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(headers.get('Vary') ?? ''))
      headers.append('Vary', 'Accept-Encoding');
    const tag = headers.get('ETag');
    if (tag && !tag.startsWith('W/')) headers.set('ETag', `W/${tag}`);
  };
}
