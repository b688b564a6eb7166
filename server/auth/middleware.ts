import { createMiddleware } from 'hono/factory';
import type { AppEnv, Caller } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';
import { readToken } from './token.ts';

/** Reads an optional bearer token into `c.var.caller`; a bad token counts as anonymous. */
export function identifyCaller(secret: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    c.set('caller', match?.[1] ? await readToken(match[1], secret) : undefined);
    await next();
  });
}

/** Refuses the request with 401 unless a valid bearer token was sent. */
export const requireCaller = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('caller')) throw new ApiFailure(401, 'A valid bearer token is required');
  await next();
});

/** The caller of a route behind `requireCaller`. */
export function callerOf(c: { get(key: 'caller'): Caller | undefined }): Caller {
  const caller = c.get('caller');
  if (!caller) throw new ApiFailure(401, 'A valid bearer token is required');
  return caller;
}
