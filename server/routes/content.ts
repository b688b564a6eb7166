import { Hono } from 'hono';
import { noInput } from '../../src/api/catalog.ts';
import { newsDetailsRequest } from '../../src/api/content.ts';
import { postFaqRequest, productEnquiryRequest } from '../../src/api/forms.ts';
import { reportNotFoundRequest, validateCaptchaRequest } from '../../src/api/misc.ts';
import { newsArticle, newsList, partnersOf } from '../content/news-partners.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';
import { jsonBody, queryOf } from '../http/validate.ts';
import { verifyCaptcha } from '../submissions/captcha.ts';
import { formKinds } from '../submissions/forms.ts';
import { recordNotFound } from '../submissions/not-found.ts';
import { submitForm } from '../submissions/submit.ts';

/** Content and visitor calls under /api/Home: partners, news, FAQ questions, captcha, 404 reports. */
export function contentRoutes(ctx: AppContext): Hono<AppEnv> {
  const { db } = ctx;
  return new Hono<AppEnv>()
    .post('/GetPartners', jsonBody(noInput), (c) => c.json(partnersOf(db)))
    .post('/GetNews', jsonBody(noInput), (c) => c.json({ news: newsList(db) }))
    .post('/GetNewsDetails', jsonBody(newsDetailsRequest), (c) => {
      const { NewsId } = c.req.valid('json');
      const article = newsArticle(db, NewsId);
      if (!article) throw new ApiFailure(404, `No news article ${NewsId}`);
      return c.json({ article });
    })
    .post('/PostFAQ', jsonBody(postFaqRequest), (c) => {
      const body = c.req.valid('json');
      return c.json(submitForm(ctx, formKinds.faq, body, { name: body.name, email: body.email }));
    })
    .post('/ProductEnquiry', jsonBody(productEnquiryRequest), (c) => {
      const body = c.req.valid('json');
      return c.json(submitForm(ctx, formKinds.productEnquiry, body, { name: body.Name, email: body.email }));
    })
    .get('/ValidateCaptcha', queryOf(validateCaptchaRequest), async (c) =>
      c.json(await verifyCaptcha(ctx.config, c.req.valid('query').captcha)),
    )
    .post('/ReportNotFound', jsonBody(reportNotFoundRequest), (c) => {
      const id = recordNotFound(db, c.req.valid('json').URL, c.req.header('Referer'));
      return c.json({ status: 200 as const, id });
    });
}
