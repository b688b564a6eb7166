import { Hono } from 'hono';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppContext, AppEnv } from '../context.ts';
import { errorBody } from '../../src/api/errors.ts';
import { ApiFailure } from '../http/errors.ts';
import { securityEvent } from '../log.ts';
import { clientAddress } from '../security/client-address.ts';
import { limitRules, TOO_MANY_ATTEMPTS } from '../security/limits.ts';
import { createLimiter } from '../security/rate-limit.ts';

/** What the rebuild hook drives: the site's publisher. */
export interface RebuildControl {
  request(trigger: string): string;
  status(): unknown;
}

const MAX_SECRET_LENGTH = 512;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The secret from `Authorization: Bearer …`, compared in constant time. */
function authorised(header: string | undefined, secret: string): boolean {
  if (!header || header.length > MAX_SECRET_LENGTH + 7 || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice(7)), digest(secret));
}

/**
 * `POST /hooks/rebuild` starts a publish (or queues the one follow-up build); `GET` answers the
 * running phase with its counts and the latest change reports. Both need REBUILD_SECRET; without it
 * the hook does not exist. Each call is counted per address before the secret is compared (so
 * guesses sent together cannot overshoot the limit) and taken back when the secret was right; every
 * refusal is a security event.
 */
export function rebuildHookRoutes(ctx: AppContext, control: RebuildControl): Hono<AppEnv> {
  const { rebuildSecret: secret, trustedProxies } = ctx.config;
  const limiter = createLimiter(ctx.db, ctx.refusals);
  const rule = limitRules.rebuildGuessesPerAddress;
  const app = new Hono<AppEnv>();
  app.use('/rebuild', async (c, next) => {
    if (!secret) return c.json(errorBody('The rebuild hook is off (REBUILD_SECRET is not set)'), 404);
    const address = clientAddress(c, trustedProxies);
    await limiter.take(rule, address, TOO_MANY_ATTEMPTS);
    if (!authorised(c.req.header('Authorization'), secret)) {
      securityEvent('rebuild hook refused', { path: c.req.path, reason: 'wrong or missing secret' }, c.var.log);
      throw new ApiFailure(401, 'Wrong or missing secret', [
        { field: 'Authorization', reason: 'Bearer <REBUILD_SECRET>' },
      ]);
    }
    await limiter.refund(rule, address);
    return next();
  });
  app.post('/rebuild', (c) => c.json({ build: control.request('hook') }, 202));
  app.get('/rebuild', (c) => c.json(control.status() as object));
  return app;
}
