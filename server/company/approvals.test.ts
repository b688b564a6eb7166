import { callSamples } from '../../src/api/samples/index.ts';
import { issueFields, startTestApi, type TestApi } from '../test/test-server.ts';
import { sql } from '../db/index.ts';
import { settleDeliveries } from '../mail/outbox.ts';
import { companyMember } from '../test/test-members.ts';

/**
 * Spending limits and order approvals: a Buyer's order over a limit is not placed; sent with a note
 * it waits for an admin, who places it at the prices of that moment or declines it with a reason.
 */
let api: TestApi;
let admin: string;
let sku: string;
let price: number;
beforeAll(async () => {
  api = await startTestApi(0);
  admin = (await api.login('dealer')).token;
  const { rows } = await sql<{ sku: string; dealer: number }>`
    SELECT p.sku, s.dealer FROM products p JOIN stocks s ON s.sku = p.sku
    WHERE s.dealer > 0 ORDER BY p.sku LIMIT 1`.execute(api.ctx.db);
  sku = rows[0]!.sku;
  price = Number(rows[0]!.dealer);
});
afterAll(() => api.close());
beforeEach(async () => {
  await sql`UPDATE stocks SET stock = 1000 WHERE sku = ${sku}`.execute(api.ctx.db);
});

const stock = async () =>
  Number(
    (await sql<{ stock: number }>`SELECT stock FROM stocks WHERE sku = ${sku}`.execute(api.ctx.db)).rows[0]?.stock,
  );

function orderOf(qty: number) {
  const request = structuredClone(callSamples.PlacingOrder.request);
  request.order.orderedItems = [{ ...request.order.orderedItems[0]!, id: sku, qty }];
  return request;
}

/** A buyer of the dealer's company with the limits given (in units of the product's price). */
async function limitedBuyer(perOrder: number | null, perMonth: number | null) {
  const buyer = await companyMember(api, 'dealer', 'buyer');
  const limits = {
    MemberId: buyer.memberId,
    OrderLimit: perOrder === null ? null : perOrder * price,
    MonthLimit: perMonth === null ? null : perMonth * price,
  };
  const { members } = await api.call('SetMemberLimits', limits, { token: admin });
  expect(members.find((row) => row.MemberId === buyer.memberId)).toMatchObject({
    OrderLimit: limits.OrderLimit,
    MonthLimit: limits.MonthLimit,
  });
  return buyer;
}

const order = (token: string, qty: number) => api.send('PlacingOrder', orderOf(qty), { token });
const askApproval = (token: string, qty: number, note = 'For the Lincoln High install') =>
  api.call('RequestOrderApproval', { ...orderOf(qty), ApprovalNote: note }, { token });

async function latestMail(kind: string, to: string) {
  await settleDeliveries();
  const { rows } = await sql<{ subject: string; body: string }>`
    SELECT subject, body FROM outbox WHERE kind = ${kind} AND mail_to = ${to} ORDER BY id DESC LIMIT 1`.execute(
    api.ctx.db,
  );
  return rows[0];
}

it("refuses a buyer's order over its limit per order, naming the limit, and keeps it for approval with a note", async () => {
  const buyer = await limitedBuyer(2, null);
  expect((await order(buyer.token, 2)).status).toBe(200);
  const before = await stock();
  const over = await order(buyer.token, 3);
  expect(over.status).toBe(409);
  expect(issueFields(over.body)).toEqual(['ApprovalNote']);
  expect(JSON.stringify(over.body)).toContain('per order');
  expect(await stock()).toBe(before);

  const requested = await askApproval(buyer.token, 3);
  expect(requested.Total).toBe(Math.round(3 * price * 100) / 100);
  expect(await stock()).toBe(before);
  const mail = await latestMail('order-approval-request', 'dealer@example.com');
  expect(mail?.subject).toContain(`${buyer.userName} asks you to approve`);
  expect(mail?.body).toContain('For the Lincoln High install');
  const { approvals } = await api.call('GetOrderRequests', {}, { token: buyer.token });
  expect(approvals.map((row) => [row.Id, row.Status, row.Note])).toEqual([
    [requested.ApprovalId, 'pending', 'For the Lincoln High install'],
  ]);
});

it("counts the month's placed orders and pending requests against the monthly limit", async () => {
  const buyer = await limitedBuyer(null, 5);
  expect((await order(buyer.token, 2)).status).toBe(200);
  expect((await order(buyer.token, 3)).status).toBe(200);
  const over = await order(buyer.token, 1);
  expect(over.status).toBe(409);
  expect(JSON.stringify(over.body)).toContain('per month');
  // A request waiting for approval counts too.
  const buyer2 = await limitedBuyer(null, 5);
  await askApproval(buyer2.token, 6);
  expect((await order(buyer2.token, 1)).status).toBe(409);
});

it('lets only one of two orders sent at once slip under the monthly limit', async () => {
  const buyer = await limitedBuyer(null, 3);
  const passes = await Promise.all([api.pass(), api.pass()]);
  const answers = await Promise.all(
    passes.map((pass) => api.send('PlacingOrder', orderOf(2), { token: buyer.token, pass })),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
});

it("places an approved order at the moment's prices, named after the buyer in both histories, and tells the buyer", async () => {
  const buyer = await limitedBuyer(1, null);
  const { ApprovalId } = await askApproval(buyer.token, 2);
  const newPrice = Math.round(price * 1.1 * 100) / 100;
  await sql`UPDATE stocks SET dealer = ${newPrice} WHERE sku = ${sku}`.execute(api.ctx.db);
  try {
    const before = await stock();
    const { approvals } = await api.call('ApproveOrder', { Id: ApprovalId }, { token: admin });
    const approved = approvals.find((row) => row.Id === ApprovalId)!;
    expect(approved).toMatchObject({ Status: 'approved', DecidedBy: 'dealer' });
    expect(await stock()).toBe(before - 2);
    const docNum = approved.DocNum!;
    for (const token of [admin, buyer.token]) {
      const history = await api.call('SAP_OrdersPortal', { bpid: 'C10023', status: 'o' }, { token });
      expect(history.refSapOrdersPortal.find((row) => row.DocNum === docNum)).toMatchObject({
        PlacedBy: buyer.userName,
        Total: Math.round(2 * newPrice * 100) / 100,
      });
    }
    const mail = await latestMail('order-approval-decision', buyer.email);
    expect(mail?.subject).toBe(`Your order request ${ApprovalId} was approved: order ${docNum}`);
    expect((await api.send('ApproveOrder', { Id: ApprovalId }, { token: admin })).status).toBe(409);
  } finally {
    await sql`UPDATE stocks SET dealer = ${price} WHERE sku = ${sku}`.execute(api.ctx.db);
  }
});

it('checks stock again on approval: a request for more than is left stays pending', async () => {
  const buyer = await limitedBuyer(1, null);
  const { ApprovalId } = await askApproval(buyer.token, 2);
  await sql`UPDATE stocks SET stock = 1 WHERE sku = ${sku}`.execute(api.ctx.db);
  const refused = await api.send('ApproveOrder', { Id: ApprovalId }, { token: admin });
  expect(refused.status).toBe(400);
  expect(issueFields(refused.body)).toEqual(['order.orderedItems.0.qty']);
  const { approvals } = await api.call('GetOrderRequests', {}, { token: buyer.token });
  expect(approvals[0]?.Status).toBe('pending');
});

it('tells the buyer the reason of a decline, by mail and in its requests', async () => {
  const buyer = await limitedBuyer(1, null);
  const { ApprovalId } = await askApproval(buyer.token, 2);
  await api.call('DeclineOrder', { Id: ApprovalId, Reason: 'Over the project budget' }, { token: admin });
  const { approvals } = await api.call('GetOrderRequests', {}, { token: buyer.token });
  expect(approvals[0]).toMatchObject({ Id: ApprovalId, Status: 'declined', Reason: 'Over the project budget' });
  const mail = await latestMail('order-approval-decision', buyer.email);
  expect(mail?.body).toContain('Reason: Over the project budget');
});

it('lets only the requesting buyer withdraw a pending request, and answers 404 for another company', async () => {
  const buyer = await limitedBuyer(1, null);
  const other = await limitedBuyer(1, null);
  const { ApprovalId } = await askApproval(buyer.token, 2);
  const distributor = (await api.login('distributor')).token;
  for (const [name, input, token] of [
    ['WithdrawOrderRequest', { Id: ApprovalId }, other.token],
    ['WithdrawOrderRequest', { Id: ApprovalId }, admin],
    ['ApproveOrder', { Id: ApprovalId }, distributor],
    ['DeclineOrder', { Id: ApprovalId, Reason: 'No' }, distributor],
  ] as const) {
    expect((await api.send(name, input, { token })).status, name).toBe(404);
  }
  const { approvals: foreign } = await api.call('GetApprovals', {}, { token: distributor });
  expect(foreign.map((row) => row.Id)).not.toContain(ApprovalId);

  const { approvals } = await api.call('WithdrawOrderRequest', { Id: ApprovalId }, { token: buyer.token });
  expect(approvals.find((row) => row.Id === ApprovalId)?.Status).toBe('withdrawn');
  expect((await api.send('ApproveOrder', { Id: ApprovalId }, { token: admin })).status).toBe(409);
});

it("places an admin's own order of any size, and refuses buyers the admin's calls", async () => {
  const buyer = await limitedBuyer(1, 1);
  expect((await order(admin, 5)).status).toBe(200);
  expect((await api.send('RequestOrderApproval', { ...orderOf(5), ApprovalNote: 'x' }, { token: admin })).status).toBe(
    409,
  );
  for (const [name, input] of [
    ['GetApprovals', {}],
    ['ApproveOrder', { Id: 1 }],
    ['DeclineOrder', { Id: 1, Reason: 'No' }],
    ['SetMemberLimits', { MemberId: buyer.memberId, OrderLimit: null, MonthLimit: null }],
  ] as const) {
    expect((await api.send(name, input, { token: buyer.token })).status, name).toBe(403);
  }
});

it("shows staff signed in as a buyer the company's waiting requests, and lets them decide none", async () => {
  // A new window for accepting invitations: this file invites more colleagues than one window allows.
  await sql`DELETE FROM rate_limits`.execute(api.ctx.db);
  api.refusals.clear();
  const buyer = await limitedBuyer(1, null);
  const { ApprovalId } = await askApproval(buyer.token, 2);
  expect((await api.send('GetApprovals', {}, { token: buyer.token })).status).toBe(403);

  const staff = (await api.login('staff')).token;
  const session = await api.call('ImpersonateUser', { username: buyer.userName }, { token: staff });
  const { approvals } = await api.call('GetApprovals', {}, { token: session.token });
  expect(approvals.find((row) => row.Id === ApprovalId)).toMatchObject({ Status: 'pending' });
  const decisions = await Promise.all([
    api.send('ApproveOrder', { Id: ApprovalId }, { token: session.token }),
    api.send('DeclineOrder', { Id: ApprovalId, Reason: 'Not mine to decide' }, { token: session.token }),
  ]);
  expect(decisions.map((answer) => answer.status)).toEqual([403, 403]);
  const after = await api.call('GetApprovals', {}, { token: admin });
  expect(after.approvals.find((row) => row.Id === ApprovalId)).toMatchObject({ Status: 'pending' });
});
