import { Hono } from 'hono';
import {
  dealerSignUpRequest,
  newsletterSignupRequest,
  pressEnquiryRequest,
  productEnquiryRequest,
  registerDealerRequest,
  salesEnquiryRequest,
} from '../../src/api/forms.ts';
import { HUMAN_PASS_HEADER } from '../../src/api/misc.ts';
import { placeOrderRequest, requestOrderApprovalRequest } from '../../src/api/orders.ts';
import { callerOf, requireCaller } from '../auth/middleware.ts';
import { requestOrderApproval } from '../company/approval-requests.ts';
import { requireCapability } from '../auth/roles.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { jsonBody } from '../http/validate.ts';
import { formGuards } from '../security/guards.ts';
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
  const { verified } = formGuards(ctx);
  return new Hono<AppEnv>()
    .post('/PlacingOrder', requireCaller, requireCapability('order'), jsonBody(placeOrderRequest), async (c) => {
      const placed = await placeOrder(ctx, callerOf(c), c.req.valid('json'), {
        idempotencyKey: idempotencyKeyOf(c.req.header('Idempotency-Key')),
        pass: c.req.header(HUMAN_PASS_HEADER),
      });
      return c.json(placed);
    })
    .post(
      '/RequestOrderApproval',
      requireCaller,
      requireCapability('order'),
      jsonBody(requestOrderApprovalRequest),
      async (c) =>
        c.json(await requestOrderApproval(ctx, callerOf(c), c.req.valid('json'), c.req.header(HUMAN_PASS_HEADER))),
    )
    .post('/DealerSignUp', jsonBody(dealerSignUpRequest), verified('DealerSignUp'), async (c) => {
      const body = c.req.valid('json');
      return c.json(await submitForm(ctx, formKinds.generalQuery, body, { name: body.Name, email: body.email }));
    })
    .post('/NewsLetterSignup', jsonBody(newsletterSignupRequest), verified('NewsLetterSignup'), async (c) => {
      const body = c.req.valid('json');
      return c.json(await submitForm(ctx, formKinds.newsletter, body, { name: body.Name, email: body.Email }));
    })
    .post('/PressEnquiry', jsonBody(pressEnquiryRequest), verified('PressEnquiry'), async (c) => {
      const body = c.req.valid('json');
      return c.json(await submitForm(ctx, formKinds.press, body, { name: body.Name, email: body.UserEmail }));
    })
    .post('/SalesEnquiry', jsonBody(salesEnquiryRequest), verified('SalesEnquiry'), async (c) => {
      const body = c.req.valid('json');
      return c.json(
        await submitForm(ctx, formKinds.sales, body, { name: `${body.firstName} ${body.lastName}`, email: body.email }),
      );
    })
    .post('/TechSupport', techSupportBody, verified('TechSupport'), async (c) => {
      const posted = c.req.valid('json');
      const form = posted.form === 'demo' ? formKinds.demo : formKinds.techSupport;
      return c.json(
        await submitForm(ctx, form, posted.body, { name: posted.body.name || null, email: posted.body.email }),
      );
    })
    .post('/ProductEnquiryMail', jsonBody(productEnquiryRequest), verified('ProductEnquiryMail'), async (c) => {
      const body = c.req.valid('json');
      return c.json(await submitForm(ctx, formKinds.productEnquiryMail, body, { name: body.Name, email: body.email }));
    })
    .post('/RegisterDealer', jsonBody(registerDealerRequest), verified('RegisterDealer'), async (c) => {
      const body = c.req.valid('json');
      return c.json(await submitForm(ctx, formKinds.registration, body, { name: body.name, email: body.email }));
    });
}
