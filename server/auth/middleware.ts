import { createMiddleware } from 'hono/factory';
import { callerOfClaims } from '../accounts/accounts.ts';
import type { AppContext, AppEnv, Caller } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';
import { readToken } from './token.ts';

/** Longer than any token this server issues; a longer header is not even parsed. */
const MAX_AUTHORIZATION_LENGTH = 4_096;

/**
 * Reads an optional bearer token into `c.var.caller`, checked against the account row as it is now;
 * a bad, revoked or outdated token counts as anonymous.
 */
export function identifyCaller({ db, config }: AppContext) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = header.length <= MAX_AUTHORIZATION_LENGTH ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    const claims = match?.[1] ? await readToken(match[1], config.authSecret) : undefined;
    c.set('caller', claims ? callerOfClaims(db, claims) : undefined);
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
