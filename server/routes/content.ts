import { Hono } from 'hono';
import { noInput } from '../../src/api/catalog.ts';
import { newsDetailsRequest } from '../../src/api/content.ts';
import { postFaqRequest, productEnquiryRequest } from '../../src/api/forms.ts';
import { reportNotFoundRequest, validateCaptchaRequest } from '../../src/api/misc.ts';
import { newsArticle, newsList, partnersOf } from '../content/news-partners.ts';
import { securityEvent } from '../log.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';
import { jsonBody, queryOf } from '../http/validate.ts';
import { clientAddress } from '../security/client-address.ts';
import { formGuards } from '../security/guards.ts';
import { issuePass } from '../security/human-pass.ts';
import {
  humanChecksPerAddress,
  notFoundReportsPerAddress,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_REPORTS,
} from '../security/limits.ts';
import { createLimiter } from '../security/rate-limit.ts';
import { verifyCaptcha } from '../submissions/captcha.ts';
import { formKinds } from '../submissions/forms.ts';
import { recordNotFound } from '../submissions/not-found.ts';
import { submitForm } from '../submissions/submit.ts';

/** Content and visitor calls under /api/Home: partners, news, FAQ questions, captcha, 404 reports. */
export function contentRoutes(ctx: AppContext): Hono<AppEnv> {
  const { db, config } = ctx;
  const { verified } = formGuards(ctx);
  const limiter = createLimiter(db, ctx.refusals);
  const humanChecks = humanChecksPerAddress(config.formPostsPerWindow);
  const notFoundReports = notFoundReportsPerAddress(config.formPostsPerWindow);
  return (
    new Hono<AppEnv>()
      .post('/GetPartners', jsonBody(noInput), async (c) => c.json(await partnersOf(db)))
      .post('/GetNews', jsonBody(noInput), async (c) => c.json({ news: await newsList(db) }))
      .post('/GetNewsDetails', jsonBody(newsDetailsRequest), async (c) => {
        const { NewsId } = c.req.valid('json');
        const article = await newsArticle(db, NewsId);
        if (!article) throw new ApiFailure(404, `No news article ${NewsId}`);
        return c.json({ article });
      })
      .post('/PostFAQ', jsonBody(postFaqRequest), verified('PostFAQ'), async (c) => {
        const body = c.req.valid('json');
        return c.json(await submitForm(ctx, formKinds.faq, body, { name: body.name, email: body.email }));
      })
      .post('/ProductEnquiry', jsonBody(productEnquiryRequest), verified('ProductEnquiry'), async (c) => {
        const body = c.req.valid('json');
        return c.json(await submitForm(ctx, formKinds.productEnquiry, body, { name: body.Name, email: body.email }));
      })
      // Accepted: a signed single-use pass (truthy), which form posts and orders must send back.
      .get('/ValidateCaptcha', queryOf(validateCaptchaRequest), async (c) => {
        const address = clientAddress(c, config.trustedProxies);
        // Counted unless at the limit, in one statement: checks arriving together on any node never overshoot.
        await limiter.take(humanChecks, address, TOO_MANY_ATTEMPTS);
        const accepted = await verifyCaptcha(config, c.req.valid('query').captcha);
        if (!accepted) securityEvent('human check failed', {}, c.var.log);
        return c.json(accepted ? issuePass(config.authSecret) : false);
      })
      // Limited per address and kept once per address and referrer, in a table of bounded size.
      .post('/ReportNotFound', jsonBody(reportNotFoundRequest), async (c) => {
        await limiter.take(notFoundReports, clientAddress(c, config.trustedProxies), TOO_MANY_REPORTS);
        const id = await recordNotFound(db, c.req.valid('json').URL, c.req.header('Referer'));
        return c.json({ status: 200 as const, id });
      })
  );
}
