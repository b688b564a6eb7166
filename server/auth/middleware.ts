import { createMiddleware } from 'hono/factory';
import * as z from 'zod/mini';
import { callerOfClaims } from '../accounts/accounts.ts';
import type { AppContext, AppEnv, Caller } from '../context.ts';
import type { Db } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import type { Logger } from '../log.ts';
import { tokenReader, type TokenClaims } from './token.ts';

/** Longer than any token this server issues; a longer header is not even parsed. */
const MAX_AUTHORIZATION_LENGTH = 4_096;

/**
 * Reads an optional bearer token into `c.var.caller`, checked against the account row as it is now;
 * a bad, revoked or outdated token counts as anonymous (and `c.var.claims` is only set beside a caller).
 */
export function identifyCaller({ db, config, callers }: AppContext) {
  const readToken = tokenReader(config.authSecret);
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = header.length <= MAX_AUTHORIZATION_LENGTH ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    const read = match?.[1] ? await readToken(match[1]) : undefined;
    // A token signed out on the server reads as no token at all.
    const readCaller = (claims: TokenClaims) => () => readableCaller(db, claims, c.get('log'));
    const caller = read && (await (callers?.callerOf(read, readCaller(read)) ?? readCaller(read)()));
    c.set('claims', caller ? read : undefined);
    c.set('caller', caller);
    await next();
  });
}

/**
 * The caller of valid claims; an account row that cannot be read at all reads as signed out (and is
 * logged), so one corrupt row never turns every call of its token into a 500.
 */
async function readableCaller(db: Db, claims: TokenClaims, log: Logger): Promise<Caller | undefined> {
  try {
    return await callerOfClaims(db, claims);
  } catch (error) {
    if (!(error instanceof z.core.$ZodError)) throw error;
    log.error({ event: 'stored record skipped', account: claims.userId }, 'account record unreadable');
    return undefined;
  }
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
