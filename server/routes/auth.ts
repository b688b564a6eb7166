import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { changePasswordRequest, impersonateRequest, loginRequest } from '../../src/api/session.ts';
import { accountOf, callerFor, findAccountByLogin, findAccountByUserName, type Account } from '../accounts/accounts.ts';
import { changePassword } from '../accounts/passwords.ts';
import { requireCaller, callerOf } from '../auth/middleware.ts';
import { decoyHash, verifyPassword } from '../auth/passwords.ts';
import { issueToken } from '../auth/token.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';
import { jsonBody, queryOf } from '../http/validate.ts';

/** Sign-in calls at the root of the API host: Login, ChangePassword, ImpersonateUser. */
export function authRoutes(ctx: AppContext): Hono<AppEnv> {
  const { db, config } = ctx;
  const loginResult = async (account: Account) => ({
    token: await issueToken(callerFor(account), config.authSecret, config.tokenTtlSeconds),
    userId: account.id,
  });

  /** Only an account allowed to impersonate (the staff account) gets tokens for other users. */
  const requireImpersonator = createMiddleware<AppEnv>(async (c, next) => {
    if (!accountOf(db, callerOf(c)).canImpersonate) throw new ApiFailure(403, 'This account may not impersonate users');
    await next();
  });

  return new Hono<AppEnv>()
    .post('/Login', jsonBody(loginRequest), async (c) => {
      const { Email, Password } = c.req.valid('json');
      const account = findAccountByLogin(db, Email);
      const matches = await verifyPassword(Password, account?.passwordHash ?? decoyHash);
      if (!account || !matches) throw new ApiFailure(401, 'Invalid username or password');
      return c.json(await loginResult(account));
    })
    .post('/ChangePassword', requireCaller, jsonBody(changePasswordRequest), async (c) => {
      const body = c.req.valid('json');
      const account = accountOf(db, callerOf(c));
      if (body.UserId !== account.id) throw new ApiFailure(404, 'No such user');
      await changePassword(db, account, body.CurrentPassword, body.NewPassword);
      return c.json({ status: 200 as const });
    })
    .get('/ImpersonateUser', requireCaller, requireImpersonator, queryOf(impersonateRequest), async (c) => {
      const staff = accountOf(db, callerOf(c));
      const target = findAccountByUserName(db, c.req.valid('query').username);
      if (!target) throw new ApiFailure(404, 'Invalid username');
      db.prepare('INSERT INTO impersonations (staff_account_id, target_account_id, created_at) VALUES (?, ?, ?)').run(
        staff.id,
        target.id,
        new Date().toISOString(),
      );
      return c.json(await loginResult(target));
    });
}
