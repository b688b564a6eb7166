import { Hono } from 'hono';
import {
  openItemsRequest,
  ordersRequest,
  productsListRequest,
  shipmentDetailsRequest,
  shipmentsRequest,
  skuHistoryRequest,
  updateCommentsRequest,
} from '../../src/api/account.ts';
import { accountChangeRequest } from '../../src/api/account-change.ts';
import { invoicesRequest } from '../../src/api/invoices.ts';
import { profileRequest } from '../../src/api/session.ts';
import { accountOf, ownAccount } from '../accounts/accounts.ts';
import { requestAccountChange } from '../accounts/change-request.ts';
import { callerOf, requireCaller } from '../auth/middleware.ts';
import { requireCapability } from '../auth/roles.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';
import { jsonBody } from '../http/validate.ts';
import { invoicesOf } from '../orders/invoices.ts';
import { openItemsOf, orderDetailsOf, ordersOf, shipmentsOf, updateLineComment } from '../orders/portal.ts';
import { productListOf, skuHistoryOf } from '../orders/product-list.ts';
import { TOO_MANY_ACCOUNT_CHANGES } from '../security/limits.ts';
import { limitMailingWrites } from '../security/mailing-writes.ts';

/**
 * The dealer account area. Every call needs a bearer token and answers only for the token's
 * company: another company's bpid or order answers 404, exactly like one that does not exist.
 * Every role reads the company's history; writes need a role that may make them.
 */
export function accountRoutes(ctx: AppContext): Hono<AppEnv> {
  const { db } = ctx;
  const { accountChangesPerWindow } = ctx.config;
  const changeLimit = limitMailingWrites(ctx, 'account-changes', accountChangesPerWindow, TOO_MANY_ACCOUNT_CHANGES);
  return new Hono<AppEnv>()
    .use('*', requireCaller)
    .post('/ParseProperties', jsonBody(profileRequest), async (c) => {
      const caller = callerOf(c);
      if (c.req.valid('json').UserId !== caller.userId) throw new ApiFailure(404, 'No such user');
      const { profile } = await accountOf(db, caller);
      const staff = caller.impersonator ? { Staff: true } : {};
      return c.json({
        ProfileSettings: [{ ...profile, UserName: caller.userName, Role: caller.company.role, ...staff }],
      });
    })
    .post('/SAP_OpenOrdersPortal', jsonBody(shipmentsRequest), async (c) => {
      const account = await ownAccount(db, callerOf(c), c.req.valid('json').src);
      return c.json({ refSapPortal: await shipmentsOf(db, account.id) });
    })
    .post('/SAP_OrdersPortal', jsonBody(ordersRequest), async (c) => {
      const { bpid, status } = c.req.valid('json');
      const account = await ownAccount(db, callerOf(c), bpid);
      return c.json({ refSapOrdersPortal: await ordersOf(db, account.id, status) });
    })
    .post('/GetShipmentDetails', jsonBody(shipmentDetailsRequest), async (c) => {
      const { oid, bpid } = c.req.valid('json');
      const account = await ownAccount(db, callerOf(c), bpid);
      const details = await orderDetailsOf(db, account.id, oid);
      if (!details) throw new ApiFailure(404, `No order ${oid}`);
      return c.json(details);
    })
    .post('/SAP_GetOpenItems', jsonBody(openItemsRequest), async (c) => {
      const account = await ownAccount(db, callerOf(c), c.req.valid('json').bpid);
      return c.json({ refOpenItems: await openItemsOf(db, account.id) });
    })
    .post('/UpdateComments', requireCapability('order'), jsonBody(updateCommentsRequest), async (c) => {
      const { docentry, linenum, comment } = c.req.valid('json');
      const account = await accountOf(db, callerOf(c));
      if (!(await updateLineComment(db, account.id, Number(docentry), Number(linenum), comment))) {
        throw new ApiFailure(404, `No order line ${docentry}/${linenum}`);
      }
      return c.json({ status: 200 as const });
    })
    .post('/GetProductsList', jsonBody(productsListRequest), async (c) => {
      const account = await ownAccount(db, callerOf(c), c.req.valid('json').bpid);
      return c.json({ refOpenOrdersPortal: await productListOf(db, account.id, account.accountType) });
    })
    .post('/GetSkuHistoryList', jsonBody(skuHistoryRequest), async (c) => {
      const account = await ownAccount(db, callerOf(c), c.req.valid('json').bpid);
      return c.json({ refOpenOrdersPortal: await skuHistoryOf(db, account.id) });
    })
    .post('/GetInvoices', jsonBody(invoicesRequest), async (c) => {
      const account = await ownAccount(db, callerOf(c), c.req.valid('json').bpid);
      return c.json({ refInvoices: await invoicesOf(db, account.id) });
    })
    .post(
      '/RequestAccountChange',
      requireCapability('account-changes'),
      changeLimit,
      jsonBody(accountChangeRequest),
      async (c) => {
        const account = await accountOf(db, callerOf(c));
        return c.json(await requestAccountChange(ctx, account, c.req.valid('json')));
      },
    );
}
