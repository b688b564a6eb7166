import { createMiddleware } from 'hono/factory';
import { accountOf } from '../accounts/accounts.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';
import { securityEvent } from '../log.ts';

/**
 * Staff pages' calls: the staff account (the one that may impersonate) signed in as itself. Anyone
 * else, signed in or not, gets 404, as for an address that does not exist: the calls are not
 * advertised to those who may not use them. Each refusal is a security event.
 */
export function requireStaffOr404({ db }: AppContext) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.get('caller');
    const staff = caller && !caller.impersonator && (await accountOf(db, caller)).canImpersonate;
    if (!staff) {
      securityEvent('staff call refused', { path: c.req.path, user: caller?.userName }, c.var.log);
      throw new ApiFailure(404, `No such call: ${c.req.method} ${c.req.path}`);
    }
    await next();
  });
}
