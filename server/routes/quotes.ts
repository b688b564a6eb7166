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
import { quoteOf, quoteRequests, quotesOf, requireStaff } from '../quotes/quotes.ts';
import { TOO_MANY_QUOTES } from '../security/limits.ts';
import { limitMailingWrites } from '../security/mailing-writes.ts';

/**
 * Quote requests, for roles that may ask for quotes. A dealer sees and accepts only its own (another account's id answers 404); the
 * staff account sees every request and answers it.
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
      c.json({ quotes: await quotesOf(db, (await accountOf(db, callerOf(c))).id) }),
    )
    .post('/GetQuote', jsonBody(quoteIdRequest), async (c) => {
      const caller = callerOf(c);
      const account = await accountOf(db, caller);
      // Staff reads any request to answer it; everyone else only their own.
      const staff = account.canImpersonate && !caller.impersonator;
      return c.json({ quote: await quoteOf(db, staff ? undefined : account.id, c.req.valid('json').id) });
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
