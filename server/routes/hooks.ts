import { Hono } from 'hono';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppEnv } from '../context.ts';
import { errorBody } from '../../src/api/errors.ts';

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
 * running phase with its counts and the latest change reports. Both need the secret; without a
 * secret configured the hook does not exist.
 */
export function rebuildHookRoutes(secret: string | undefined, control: RebuildControl): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/rebuild', async (c, next) => {
    if (!secret) return c.json(errorBody('The rebuild hook is off (REBUILD_SECRET is not set)'), 404);
    if (!authorised(c.req.header('Authorization'), secret)) {
      return c.json(
        errorBody('Wrong or missing secret', [{ field: 'Authorization', reason: 'Bearer <REBUILD_SECRET>' }]),
        401,
      );
    }
    return next();
  });
  app.post('/rebuild', (c) => c.json({ build: control.request('hook') }, 202));
  app.get('/rebuild', (c) => c.json(control.status() as object));
  return app;
}
