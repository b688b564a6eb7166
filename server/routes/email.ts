import { Hono } from 'hono';
import {
  dealerSignUpRequest,
  newsletterSignupRequest,
  pressEnquiryRequest,
  productEnquiryRequest,
  registerDealerRequest,
  salesEnquiryRequest,
} from '../../src/api/forms.ts';
import { placeOrderRequest } from '../../src/api/orders.ts';
import { callerOf, requireCaller } from '../auth/middleware.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonBody } from '../http/validate.ts';
import { idempotencyKeyOf } from '../orders/idempotency.ts';
import { placeOrder } from '../orders/place-order.ts';
import { formKinds } from '../submissions/forms.ts';
import { submitForm } from '../submissions/submit.ts';
import { techSupportBody } from '../submissions/tech-support-body.ts';

/**
 * Order placement and the enquiry forms. Each submission is stored first, then its mail is queued to
 * the form's fixed company mailbox; mailTo/mailFrom from the browser are filed but never used.
 */
export function emailRoutes(ctx: AppContext): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/PlacingOrder', requireCaller, jsonBody(placeOrderRequest), (c) => {
      const placed = placeOrder(
        ctx,
        callerOf(c),
        c.req.valid('json'),
        idempotencyKeyOf(c.req.header('Idempotency-Key')),
      );
      return c.json(placed);
    })
    .post('/DealerSignUp', jsonBody(dealerSignUpRequest), (c) => {
      const body = c.req.valid('json');
      return c.json(submitForm(ctx, formKinds.generalQuery, body, { name: body.Name, email: body.email }));
    })
    .post('/NewsLetterSignup', jsonBody(newsletterSignupRequest), (c) => {
      const body = c.req.valid('json');
      return c.json(submitForm(ctx, formKinds.newsletter, body, { name: body.Name, email: body.Email }));
    })
    .post('/PressEnquiry', jsonBody(pressEnquiryRequest), (c) => {
      const body = c.req.valid('json');
      return c.json(submitForm(ctx, formKinds.press, body, { name: body.Name, email: body.UserEmail }));
    })
    .post('/SalesEnquiry', jsonBody(salesEnquiryRequest), (c) => {
      const body = c.req.valid('json');
      return c.json(
        submitForm(ctx, formKinds.sales, body, { name: `${body.firstName} ${body.lastName}`, email: body.email }),
      );
    })
    .post('/TechSupport', techSupportBody, (c) => {
      const posted = c.req.valid('json');
      const form = posted.form === 'demo' ? formKinds.demo : formKinds.techSupport;
      return c.json(submitForm(ctx, form, posted.body, { name: posted.body.name || null, email: posted.body.email }));
    })
    .post('/ProductEnquiryMail', jsonBody(productEnquiryRequest), (c) => {
      const body = c.req.valid('json');
      return c.json(submitForm(ctx, formKinds.productEnquiryMail, body, { name: body.Name, email: body.email }));
    })
    .post('/RegisterDealer', jsonBody(registerDealerRequest), (c) => {
      const body = c.req.valid('json');
      return c.json(submitForm(ctx, formKinds.registration, body, { name: body.name, email: body.email }));
    });
}
