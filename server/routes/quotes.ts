import { Hono } from 'hono';
import { noInputRequest } from '../../src/api/lists.ts';
import { HUMAN_PASS_HEADER } from '../../src/api/misc.ts';
import { acceptQuoteRequest, answerQuoteRequest, quoteIdRequest, requestQuoteRequest } from '../../src/api/quotes.ts';
import { accountOf } from '../accounts/accounts.ts';
import { callerOf, requireCaller } from '../auth/middleware.ts';
import { requireCapability } from '../auth/roles.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonBody } from '../http/validate.ts';
import { acceptQuote, answerQuote, requestQuote } from '../quotes/quote-flow.ts';
import { quoteOf, quoteRequests, quoteScopeOf, quotesOf, requireStaff } from '../quotes/quotes.ts';
import { TOO_MANY_QUOTES } from '../security/limits.ts';
import { limitMailingWrites } from '../security/mailing-writes.ts';

/**
 * Quote requests, for roles that may ask for quotes. A buyer sees and accepts its own requests, a
 * company's admins every one of the company (any other id answers 404); the staff account sees
 * every request and answers it.
 */
export function quoteRoutes(ctx: AppContext): Hono<AppEnv> {
  const { db } = ctx;
  const quoteLimit = limitMailingWrites(ctx, 'quotes', ctx.config.quotesPerWindow, TOO_MANY_QUOTES);
  return new Hono<AppEnv>()
    .use('*', requireCaller, requireCapability('quotes'))
    .post('/RequestQuote', quoteLimit, jsonBody(requestQuoteRequest), async (c) =>
      c.json(await requestQuote(ctx, callerOf(c), c.req.valid('json'))),
    )
    .post('/GetQuotes', jsonBody(noInputRequest), async (c) =>
      c.json({ quotes: await quotesOf(db, quoteScopeOf(callerOf(c))) }),
    )
    .post('/GetQuote', jsonBody(quoteIdRequest), async (c) => {
      const caller = callerOf(c);
      const account = await accountOf(db, caller);
      // Staff reads any request to answer it; a company's admins its company's; a buyer its own.
      const staff = account.canImpersonate && !caller.impersonator;
      return c.json({ quote: await quoteOf(db, staff ? undefined : quoteScopeOf(caller), c.req.valid('json').id) });
    })
    .post('/AcceptQuote', jsonBody(acceptQuoteRequest), async (c) =>
      c.json(await acceptQuote(ctx, callerOf(c), c.req.valid('json'), c.req.header(HUMAN_PASS_HEADER))),
    )
    .post('/GetQuoteRequests', jsonBody(noInputRequest), async (c) => {
      const caller = callerOf(c);
      requireStaff(await accountOf(db, caller), caller.impersonator !== undefined);
      return c.json({ quotes: await quoteRequests(db) });
    })
    .post('/AnswerQuote', jsonBody(answerQuoteRequest), async (c) =>
      c.json({ quote: await answerQuote(ctx, callerOf(c), c.req.valid('json')) }),
    );
}
