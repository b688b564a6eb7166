import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { calls, type CallName } from '../../src/api/calls.ts';
import { CACHE_SECONDS } from '../../src/config/caching.ts';

/**
 * The catalogue's reads: the same answer for every anonymous caller, holding no price or stock, so
 * a browser and the CDN may keep them a minute. ValidateCaptcha is a GET too, but checks a one-time
 * token: never kept.
 */
const publicReads: readonly CallName[] = [
  'GetHomeBanner',
  'GetFeatureProducts',
  'GetAllProducts',
  'GetNewProducts',
  'GetAllProductsSeo',
  'GetFAQ',
  'GetBlogList',
  'GetBlogDetail',
];

/**
 * Public too, but kept without a tag: search answers every keystroke, and hashing each answer
 * (the etag middleware reads a copy of the body) cost a third of its throughput. A minute's
 * keeping is what a typed term needs.
 */
const untaggedReads: readonly CallName[] = ['SearchProducts'];

const pathPattern = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
const patternsOf = (names: readonly CallName[]) => names.map((name) => pathPattern(calls[name].path));
const publicPaths = patternsOf(publicReads);
const untaggedPaths = patternsOf(untaggedReads);

const PUBLIC = `public, max-age=${CACHE_SECONDS.publicApi}`;
/** Anything a token or a body asks for (prices, stock, orders, forms, sign-in) is never stored. */
const PRIVATE = 'private, no-store';

/**
 * Caching headers of the API's answers. An anonymous GET of a public read that succeeds is kept for
 * a minute, with an `ETag` (Hono's etag middleware) so that a caller revalidating it gets a 304.
 * `Vary: Authorization` keeps a shared cache from answering a signed-in call with it. Every other
 * answer (a call with a token, any POST, an error) is `no-store`.
 */
export function apiCaching(): MiddlewareHandler {
  const tagged = etag();
  return async function caching(c, next) {
    const anonymous =
      (c.req.method === 'GET' || c.req.method === 'HEAD') && c.req.header('Authorization') === undefined;
    const read = (patterns: RegExp[]) => anonymous && patterns.some((pattern) => pattern.test(c.req.path));
    const keep = async () => {
      await next();
      if (c.res.status !== 200) return;
      c.res.headers.set('Cache-Control', PUBLIC);
      c.res.headers.append('Vary', 'Authorization');
    };
    if (read(publicPaths)) await tagged(c, keep);
    else if (read(untaggedPaths)) await keep();
    else {
      await next();
      c.res.headers.set('Cache-Control', PRIVATE);
      return;
    }
    if (c.res.status !== 200 && c.res.status !== 304) c.res.headers.set('Cache-Control', PRIVATE);
  };
}
