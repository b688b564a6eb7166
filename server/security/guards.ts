import { createMiddleware } from 'hono/factory';
import { HUMAN_PASS_HEADER } from '../../src/api/misc.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { spendPass } from './human-pass.ts';

/**
 * The guard of a public form post once its body is valid (so a typo does not burn the pass):
 * `verified(use)` spends the request's human-verification pass. Posts are counted per address
 * before their body is read (address-gates.ts).
 */
export function formGuards(ctx: AppContext) {
  return {
    verified: (use: string) =>
      createMiddleware<AppEnv>(async (c, next) => {
        await spendPass(ctx.db, ctx.config.authSecret, c.req.header(HUMAN_PASS_HEADER), use);
        await next();
      }),
  };
}
