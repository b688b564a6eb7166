import { createMiddleware } from 'hono/factory';
import { callerOf } from '../auth/middleware.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { clientAddress } from './client-address.ts';
import { mailingWriteRules } from './limits.ts';
import { createLimiter } from './rate-limit.ts';

/**
 * Limits a signed-in write that mails staff to `perHour` per account (and three times that per
 * address). Runs behind `requireCaller` and before the body is read, so a refused request costs no
 * parsing, stores nothing and sends no mail: 429 with `Retry-After`. Each count is one statement
 * (`take`), so requests arriving together on any node cannot overshoot.
 */
export function limitMailingWrites(ctx: AppContext, name: string, perHour: number, message: string) {
  const limiter = createLimiter(ctx.db, ctx.refusals);
  const rules = mailingWriteRules(name, perHour);
  return createMiddleware<AppEnv>(async (c, next) => {
    await limiter.take(rules.perAddress, clientAddress(c, ctx.config.trustedProxies), message);
    await limiter.take(rules.perAccount, String(callerOf(c).userId), message);
    await next();
  });
}
