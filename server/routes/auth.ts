import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { changePasswordRequest, impersonateRequest, loginRequest } from '../../src/api/session.ts';
import {
  findAccountByLogin,
  loginAccountOf,
  findAccountByUserName,
  tokenSubjectFor,
  type Account,
} from '../accounts/accounts.ts';
import { memberLogin } from '../accounts/member-login.ts';
import { changePassword } from '../accounts/passwords.ts';
import { requireCaller, callerOf } from '../auth/middleware.ts';
import { decoyHash, verifyPassword } from '../auth/passwords.ts';
import { revokeToken } from '../auth/revocation.ts';
import { issueToken } from '../auth/token.ts';
import { noInput } from '../../src/api/catalog.ts';
import { securityEvent } from '../log.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';
import { jsonBody, queryOf } from '../http/validate.ts';
import { clientAddress } from '../security/client-address.ts';
import { limitRules, TOO_MANY_ATTEMPTS } from '../security/limits.ts';
import { sql } from '../db/index.ts';
import { createLimiter } from '../security/rate-limit.ts';
import { createSignInGuard } from '../security/sign-in-guard.ts';

/** Sign-in calls at the root of the API host: Login, Logout, ChangePassword, ImpersonateUser. */
export function authRoutes(ctx: AppContext): Hono<AppEnv> {
  const { db, config } = ctx;
  const limiter = createLimiter(db, ctx.refusals);
  const signIn = createSignInGuard(db, config.signInsPerWindow, ctx.refusals);
  const addressOf = (c: Context) => clientAddress(c, config.trustedProxies);
  const loginResult = async (account: Account, staff?: Account) => ({
    token: await issueToken(tokenSubjectFor(account, staff), config.authSecret, config.tokenTtlSeconds),
    userId: account.id,
  });

  /**
   * The account that asks for another user's token: the caller, or the staff user behind an
   * impersonation session (who may go on to another user without signing in again).
   */
  const impersonatorOf = (c: Context<AppEnv>) => {
    const caller = callerOf(c);
    return loginAccountOf(db, caller.impersonator ?? caller);
  };

  /** Only an account allowed to impersonate (the staff account) gets tokens for other users. */
  const requireImpersonator = createMiddleware<AppEnv>(async (c, next) => {
    if (!(await impersonatorOf(c)).canImpersonate) throw new ApiFailure(403, 'This account may not impersonate users');
    await next();
  });

  return (
    new Hono<AppEnv>()
      .post('/Login', jsonBody(loginRequest), async (c) => {
        const { Email, Password } = c.req.valid('json');
        const address = addressOf(c);
        const account = await findAccountByLogin(db, Email);
        // One counter per account whether its user name or its email was typed.
        const subject = account?.userName ?? Email.trim();
        // Counted and checked before any hashing, so a flood of guesses costs the server next to nothing.
        const attempt = await signIn.admit(subject, address);
        let matches = false;
        try {
          matches = await verifyPassword(Password, account?.passwordHash ?? decoyHash);
        } finally {
          if (account && matches) await attempt.succeeded();
          else await attempt.failed();
        }
        // A disabled company member gets no token, as with a wrong password.
        const disabled = account && matches && (await memberLogin(db, account.id))?.status === 'disabled';
        if (!account || !matches || disabled) {
          const fields = { login: subject.slice(0, 100), known: account !== undefined, ...(disabled && { disabled }) };
          securityEvent('sign-in failed', fields, c.var.log);
          throw new ApiFailure(401, 'Invalid username or password');
        }
        return c.json(await loginResult(account));
      })
      .post('/ChangePassword', requireCaller, jsonBody(changePasswordRequest), async (c) => {
        const body = c.req.valid('json');
        const account = await loginAccountOf(db, callerOf(c));
        if (body.UserId !== account.id) throw new ApiFailure(404, 'No such user');
        const address = addressOf(c);
        const subject = String(account.id);
        // Counted before the hash (a failure until it proves otherwise), so concurrency cannot overshoot.
        await limiter.take(limitRules.passwordFailuresPerAddress, address, TOO_MANY_ATTEMPTS);
        await limiter.take(limitRules.passwordFailuresPerAccount, subject, TOO_MANY_ATTEMPTS);
        try {
          await changePassword(db, account, body.CurrentPassword, body.NewPassword);
        } catch (error) {
          if (error instanceof ApiFailure && error.status === 400) {
            securityEvent('password change refused', { userName: account.userName }, c.var.log);
          } else {
            await limiter.refund(limitRules.passwordFailuresPerAddress, address);
            await limiter.refund(limitRules.passwordFailuresPerAccount, subject);
          }
          throw error;
        }
        await limiter.refund(limitRules.passwordFailuresPerAddress, address);
        await limiter.clear(limitRules.passwordFailuresPerAccount, subject);
        return c.json({ status: 200 as const });
      })
      // Signing out revokes this token on the server; a stolen copy stops working with it.
      .post('/Logout', requireCaller, jsonBody(noInput), async (c) => {
        const claims = c.get('claims');
        if (claims) await revokeToken(db, claims);
        securityEvent('token revoked', { userName: callerOf(c).userName }, c.var.log);
        return c.json({ status: 200 as const });
      })
      .get('/ImpersonateUser', requireCaller, requireImpersonator, queryOf(impersonateRequest), async (c) => {
        const staff = await impersonatorOf(c);
        const target = await findAccountByUserName(db, c.req.valid('query').username);
        if (!target) throw new ApiFailure(404, 'Invalid username');
        await sql`
          INSERT INTO impersonations (staff_account_id, target_account_id, created_at)
          VALUES (${staff.id}, ${target.id}, ${new Date().toISOString()})`.execute(db);
        return c.json(await loginResult(target, staff));
      })
  );
}
