import { Hono } from 'hono';
import { noInputRequest } from '../../src/api/lists.ts';
import { acceptQuoteRequest, answerQuoteRequest, quoteIdRequest, requestQuoteRequest } from '../../src/api/quotes.ts';
import { accountOf } from '../accounts/accounts.ts';
import { callerOf, requireCaller } from '../auth/middleware.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonBody } from '../http/validate.ts';
import { acceptQuote, answerQuote, requestQuote } from '../quotes/quote-flow.ts';
import { quoteOf, quoteRequests, quotesOf, requireStaff } from '../quotes/quotes.ts';

/**
 * Quote requests. A dealer sees and accepts only its own (another account's id answers 404); the
 * staff account sees every request and answers it.
 */
export function quoteRoutes(ctx: AppContext): Hono<AppEnv> {
  const { db } = ctx;
  return new Hono<AppEnv>()
    .use('*', requireCaller)
    .post('/RequestQuote', jsonBody(requestQuoteRequest), (c) =>
      c.json(requestQuote(ctx, callerOf(c), c.req.valid('json'))),
    )
    .post('/GetQuotes', jsonBody(noInputRequest), (c) =>
      c.json({ quotes: quotesOf(db, accountOf(db, callerOf(c)).id) }),
    )
    .post('/GetQuote', jsonBody(quoteIdRequest), (c) => {
      const caller = callerOf(c);
      const account = accountOf(db, caller);
      // Staff reads any request to answer it; everyone else only their own.
      const staff = account.canImpersonate && !caller.impersonator;
      return c.json({ quote: quoteOf(db, staff ? undefined : account.id, c.req.valid('json').id) });
    })
    .post('/AcceptQuote', jsonBody(acceptQuoteRequest), (c) =>
      c.json(acceptQuote(ctx, callerOf(c), c.req.valid('json'))),
    )
    .post('/GetQuoteRequests', jsonBody(noInputRequest), (c) => {
      const caller = callerOf(c);
      requireStaff(accountOf(db, caller), caller.impersonator !== undefined);
      return c.json({ quotes: quoteRequests(db) });
    })
    .post('/AnswerQuote', jsonBody(answerQuoteRequest), (c) =>
      c.json({ quote: answerQuote(ctx, callerOf(c), c.req.valid('json')) }),
    );
}
