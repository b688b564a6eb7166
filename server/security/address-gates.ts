import type { Context, MiddlewareHandler } from 'hono';
import { calls } from '../../src/api/calls.ts';
import type { AppContext } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';
import { clientAddress } from './client-address.ts';
import { humanVerifiedCalls, orderCalls } from './human-pass.ts';
import {
  formPostsPerAddress,
  limitRules,
  notFoundReportsPerAddress,
  signInRules,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_POSTS,
  TOO_MANY_REPORTS,
} from './limits.ts';
import { createLimiter, type LimitRule } from './rate-limit.ts';

/** Public form posts (the calls needing a human pass, orders aside): each counts before its body is read. */
const formCalls = humanVerifiedCalls.filter((name) => !orderCalls.includes(name));

/**
 * A body the route never reached: over its limit (413), or not JSON or not the call's shape (a 400
 * from the body's validation, where a route's own 400s are ApiFailures).
 */
const refusedUnread = (c: Context) =>
  c.res.status === 413 || (c.res.status === 400 && !(c.error instanceof ApiFailure));

/**
 * The per-address limits that do not depend on the body, applied before it is read, so an address
 * at its limit is refused with 429 without its body being read or parsed. Form posts are counted
 * here, whatever their body. Sign-in, password change and reset, and not-found reports are counted
 * by their route once the body is valid (sign-in counts the account too, in one transaction); here
 * an address already at that limit is refused, and a body refused unread counts against it, so a
 * flood of oversized or malformed bodies runs into the limit like any other.
 */
export function addressGates(ctx: AppContext): MiddlewareHandler {
  const { config } = ctx;
  const limiter = createLimiter(ctx.db, ctx.refusals);
  const addressOf = (c: Context) => clientAddress(c, config.trustedProxies);

  const counted =
    (rule: LimitRule, message: string): MiddlewareHandler =>
    async (c, next) => {
      await limiter.take(rule, addressOf(c), message);
      await next();
    };
  const checked =
    (rule: LimitRule, message: string): MiddlewareHandler =>
    async (c, next) => {
      const address = addressOf(c);
      await limiter.check(rule, address, message);
      await next();
      if (refusedUnread(c)) await limiter.count(rule, address);
    };

  const gates = new Map<string, MiddlewareHandler>([
    [calls.Login.path, checked(signInRules(config.signInsPerWindow).attemptsPerAddress, TOO_MANY_ATTEMPTS)],
    [calls.ChangePassword.path, checked(limitRules.passwordFailuresPerAddress, TOO_MANY_ATTEMPTS)],
    [calls.RequestPasswordReset.path, checked(limitRules.resetRequestsPerAddress, TOO_MANY_ATTEMPTS)],
    [calls.ResetPassword.path, checked(limitRules.resetsPerAddress, TOO_MANY_ATTEMPTS)],
    [calls.ReportNotFound.path, checked(notFoundReportsPerAddress(config.formPostsPerWindow), TOO_MANY_REPORTS)],
  ]);
  const formPosts = counted(formPostsPerAddress(config.formPostsPerWindow), TOO_MANY_POSTS);
  for (const name of formCalls) gates.set(calls[name].path, formPosts);

  return (c, next) => {
    const gate = c.req.method === 'POST' ? gates.get(c.req.path) : undefined;
    return gate ? gate(c, next) : next();
  };
}
