import { createMiddleware } from 'hono/factory';
import { mayUse, type Capability } from '../../src/config/company-roles.ts';
import type { AppEnv } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';
import { callerOf } from './middleware.ts';

/** Refuses with 403 a signed-in caller whose company role may not use `capability`. */
export function requireCapability(capability: Capability) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!mayUse(callerOf(c).company.role, capability)) {
      throw new ApiFailure(403, 'Your role in your company does not allow this');
    }
    await next();
  });
}
