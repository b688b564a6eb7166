import { Hono, type Context } from 'hono';
import { passwordResetRequest, resetPasswordRequest } from '../../src/api/session.ts';
import { findAccountByLogin } from '../accounts/accounts.ts';
import { resetPassword, sendResetLink } from '../accounts/password-reset.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';
import { jsonBody } from '../http/validate.ts';
import { mailAfterAnswer } from '../mail/outbox.ts';
import { securityEvent } from '../log.ts';
import { clientAddress } from '../security/client-address.ts';
import { limitRules, TOO_MANY_ATTEMPTS } from '../security/limits.ts';
import { createLimiter } from '../security/rate-limit.ts';

/**
 * "Forgot password?": RequestPasswordReset mails a single-use link and answers the same, in the same
 * time, whether the account exists or not; ResetPassword sets the new password with the link's token.
 */
export function passwordResetRoutes(ctx: AppContext): Hono<AppEnv> {
  const limiter = createLimiter(ctx.db, ctx.refusals);
  const addressOf = (c: Context) => clientAddress(c, ctx.config.trustedProxies);
  const done = { status: 200 as const };

  return new Hono<AppEnv>()
    .post('/RequestPasswordReset', jsonBody(passwordResetRequest), async (c) => {
      const login = c.req.valid('json').Login;
      await limiter.take(limitRules.resetRequestsPerAddress, addressOf(c), TOO_MANY_ATTEMPTS);
      const logger = c.var.log;
      // Looked up and mailed after the answer: its time is the same whether the account exists or not.
      mailAfterAnswer(
        'password reset mail',
        async () => {
          const account = await findAccountByLogin(ctx.db, login);
          const mailed =
            account !== undefined && (await limiter.tryTake(limitRules.resetMailsPerAccount, account.userName));
          if (account && mailed) await sendResetLink(ctx, account);
          const fields = { login: login.slice(0, 100), known: account !== undefined, mailed };
          securityEvent('password reset requested', fields, logger);
        },
        logger,
      );
      return c.json(done);
    })
    .post('/ResetPassword', jsonBody(resetPasswordRequest), async (c) => {
      const { Token, NewPassword } = c.req.valid('json');
      await limiter.take(limitRules.resetsPerAddress, addressOf(c), TOO_MANY_ATTEMPTS);
      try {
        const account = await resetPassword(ctx, Token, NewPassword);
        securityEvent('password reset', { userName: account.userName }, c.var.log);
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 400) securityEvent('password reset refused', {}, c.var.log);
        throw error;
      }
      return c.json(done);
    });
}
