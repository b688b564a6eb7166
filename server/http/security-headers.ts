import { createMiddleware } from 'hono/factory';
import { HSTS } from '../../src/config/content-security.ts';
import type { ServerConfig } from '../config.ts';

/** API answers are data: they load nothing, run nothing and are never framed. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** True when the browser reached us over https (directly, or through a trusted proxy that says so). */
function overHttps(url: string, forwardedProto: string | undefined, config: ServerConfig): boolean {
  if (new URL(url).protocol === 'https:') return true;
  return config.trustedProxies > 0 && forwardedProto?.split(',')[0]?.trim() === 'https';
}

/**
 * Headers on every answer of the bundled server: `nosniff` always; for answers without a policy of
 * their own (API JSON, errors) a policy that forbids everything and framing; HSTS only over https,
 * where browsers honour it (a plain-http answer drops the `_headers` one).
 */
export function securityHeaders(config: ServerConfig) {
  return createMiddleware(async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    const type = headers.get('Content-Type') ?? '';
    if (!headers.has('Content-Security-Policy') && /json|text\/plain/.test(type)) {
      headers.set('Content-Security-Policy', API_POLICY);
    }
    if (overHttps(c.req.url, c.req.header('X-Forwarded-Proto'), config)) {
      if (!headers.has('Strict-Transport-Security')) headers.set('Strict-Transport-Security', HSTS);
    } else headers.delete('Strict-Transport-Security');
  });
}
