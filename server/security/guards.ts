import { createMiddleware } from 'hono/factory';
import { HUMAN_PASS_HEADER } from '../../src/api/misc.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { clientAddress } from './client-address.ts';
import { spendPass } from './human-pass.ts';
import { formPostsPerAddress, TOO_MANY_POSTS } from './limits.ts';
import { createLimiter } from './rate-limit.ts';

/**
 * The guards of a public form post: `throttle` (before the body is read) counts posts per address
 * and refuses with 429 past the limit; `verified(use)` (after the body is valid, so a typo does not
 * burn the pass) spends the request's human-verification pass.
 */
export function formGuards(ctx: AppContext) {
  const limiter = createLimiter(ctx.db);
  const rule = formPostsPerAddress(ctx.config.formPostsPerWindow);
  return {
    throttle: createMiddleware<AppEnv>(async (c, next) => {
      const address = clientAddress(c, ctx.config.trustedProxies);
      await limiter.take(rule, address, TOO_MANY_POSTS);
      await next();
    }),
    verified: (use: string) =>
      createMiddleware<AppEnv>(async (c, next) => {
        await spendPass(ctx.db, ctx.config.authSecret, c.req.header(HUMAN_PASS_HEADER), use);
        await next();
      }),
  };
}
