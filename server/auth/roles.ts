import { createMiddleware } from 'hono/factory';
import { mayUse, type Capability } from '../../src/config/company-roles.ts';
import type { AppEnv } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';
import { callerOf } from './middleware.ts';

/** The answer to a call the caller's company role may not make. */
export const roleRefused = () => new ApiFailure(403, 'Your role in your company does not allow this');

/**
 * Refuses with 403 a signed-in caller whose company role may not use `capability`; staff signed in
 * as a member may also use what the role table lets staff read.
 */
export function requireCapability(capability: Capability) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = callerOf(c);
    if (!mayUse(caller.company.role, capability, caller.impersonator !== undefined)) throw roleRefused();
    await next();
  });
}
