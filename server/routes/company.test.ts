import type { CallName } from '../../src/api/calls.ts';
import { calls } from '../../src/api/calls.ts';
import { callSamples } from '../../src/api/samples/index.ts';
import { INVALID_INVITATION, mayUse, type Capability, type CompanyRole } from '../../src/config/company-roles.ts';
import { acceptInvitation, companyMember, invitationTokenFor, MEMBER_PASSWORD } from '../test/test-members.ts';
import { startTestApi, type TestApi } from '../test/test-server.ts';
import { sql } from '../db/index.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(0);
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());

const ROLE_REFUSED = 'Your role in your company does not allow this';
const PASSWORD = MEMBER_PASSWORD;
const accept = (Token: string, password?: string) => acceptInvitation(api, Token, password);
const member = (admin: string, role: CompanyRole) => companyMember(api, admin, role);

describe('company members', () => {
  it('lets an invited buyer set a password once and work on the company data at its price tier', async () => {
    const { token: adminToken } = await api.login('dealer');
    const invite = { UserName: 'jane.buyer', Email: 'jane@dealer.example', Role: 'buyer' };
    const { members } = await api.call('InviteMember', invite, { token: adminToken });
    expect(members.map(({ UserName, Role, Status, Owner }) => [UserName, Role, Status, Owner])).toEqual([
      ['dealer', 'admin', 'active', true],
      ['jane.buyer', 'buyer', 'invited', false],
    ]);
    const link = await invitationTokenFor(api, 'jane@dealer.example');
    expect((await api.send('Login', { Email: 'jane.buyer', Password: PASSWORD })).status).toBe(401);

    expect((await accept(link)).status).toBe(200);
    const again = await accept(link, 'Other2026x');
    expect(again.body).toEqual({ error: 'Invalid request', issues: [{ field: 'Token', reason: INVALID_INVITATION }] });
    // A reset link's page does not take an invitation's token.
    expect(
      (await api.send('ResetPassword', { Token: link, NewPassword: 'Ab1234', ConfirmPassword: 'Ab1234' })).status,
    ).toBe(400);

    const jane = await api.call('Login', { Email: 'jane@dealer.example', Password: PASSWORD });
    const [profile] = (await api.call('ParseProperties', { UserId: jane.userId }, { token: jane.token }))
      .ProfileSettings;
    expect(profile).toMatchObject({ UserName: 'jane.buyer', Role: 'buyer', AccountType: 'Dealer', Account: 'C10023' });
    const history = await api.call('SAP_OrdersPortal', { bpid: 'C10023', status: 'c' }, { token: jane.token });
    expect(history.refSapOrdersPortal.length).toBeGreaterThan(0);
    expect(new Set(history.refSapOrdersPortal.map((order) => order.PlacedBy))).toEqual(new Set(['dealer']));
  });

  it("stores a buyer's order on the company, at its tier, named after the buyer in every member's history", async () => {
    const buyer = await member('dealer', 'buyer');
    const { rows } = await sql<{ sku: string; dealer: string }>`
      SELECT p.sku, s.dealer FROM products p JOIN stocks s ON s.sku = p.sku
      WHERE s.stock >= 5 AND s.dealer IS NOT NULL ORDER BY p.sku LIMIT 1`.execute(api.ctx.db);
    const { sku, dealer } = rows[0]!;
    const request = structuredClone(callSamples.PlacingOrder.request);
    request.order.orderedItems = [{ ...request.order.orderedItems[0]!, id: sku, qty: 1 }];
    const placed = await api.call('PlacingOrder', request, { token: buyer.token });
    expect(placed.Total).toBe(Number(dealer));

    const { token: admin } = await api.login('dealer');
    const history = await api.call('SAP_OrdersPortal', { bpid: 'C10023', status: 'o' }, { token: admin });
    expect(history.refSapOrdersPortal.find((order) => order.DocNum === placed.DocNum)?.PlacedBy).toBe(buyer.userName);
  });

  it('refuses an invitation link after 7 days', async () => {
    const { token } = await api.login('distributor');
    await api.call('InviteMember', { UserName: 'late', Email: 'late@distributor.example', Role: 'viewer' }, { token });
    const link = await invitationTokenFor(api, 'late@distributor.example');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 24 * 60 * 60 * 1000 + 1000);
    expect((await accept(link)).status).toBe(400);
  });

  it('names the field of a user name or email already in use', async () => {
    const { token } = await api.login('dealer');
    const taken = await api.send(
      'InviteMember',
      { UserName: 'Retail', Email: 'x@dealer.example', Role: 'buyer' },
      { token },
    );
    expect(taken.body).toEqual({
      error: 'Invalid request',
      issues: [{ field: 'UserName', reason: 'This user name is taken' }],
    });
    const mail = await api.send(
      'InviteMember',
      { UserName: 'newname', Email: 'RETAIL@example.com', Role: 'buyer' },
      { token },
    );
    expect(mail.body).toMatchObject({ issues: [{ field: 'Email' }] });
  });

  it("refuses a disabled or removed member's token at once and its sign-in, and another company's member ids with 404", async () => {
    const buyer = await member('dealer', 'buyer');
    const { token: admin } = await api.login('dealer');
    const { token: otherAdmin } = await api.login('distributor');
    const prices = (token: string) => api.send('GetItemPrices', callSamples.GetItemPrices.request, { token });
    expect((await prices(buyer.token)).status).toBe(200);

    for (const [name, input] of [
      ['SetMemberRole', { MemberId: buyer.memberId, Role: 'admin' }],
      ['SetMemberStatus', { MemberId: buyer.memberId, Disabled: true }],
      ['RemoveMember', { MemberId: buyer.memberId }],
    ] as const) {
      expect((await api.send(name, input, { token: otherAdmin })).status).toBe(404);
    }
    expect((await prices(buyer.token)).status).toBe(200);

    await api.call('SetMemberStatus', { MemberId: buyer.memberId, Disabled: true }, { token: admin });
    expect((await prices(buyer.token)).status).toBe(401);
    expect((await api.send('Login', { Email: buyer.userName, Password: PASSWORD })).status).toBe(401);

    await api.call('SetMemberStatus', { MemberId: buyer.memberId, Disabled: false }, { token: admin });
    const back = await api.call('Login', { Email: buyer.userName, Password: PASSWORD });
    expect((await prices(back.token)).status).toBe(200);
    const { members } = await api.call('RemoveMember', { MemberId: buyer.memberId }, { token: admin });
    expect(members.map((row) => row.UserName)).not.toContain(buyer.userName);
    expect((await prices(back.token)).status).toBe(401);
  });

  it('ends the sessions of a member whose role changes, and the next session has the new role', async () => {
    const viewer = await member('dealer', 'viewer');
    const { token: admin } = await api.login('dealer');
    await api.call('SetMemberRole', { MemberId: viewer.memberId, Role: 'buyer' }, { token: admin });
    expect((await api.send('GetSavedLists', {}, { token: viewer.token })).status).toBe(401);
    const next = await api.call('Login', { Email: viewer.userName, Password: PASSWORD });
    expect((await api.send('GetSavedLists', {}, { token: next.token })).status).toBe(200);
  });
});

/** What each signed-in call needs beyond a session: every role may read prices, stock and history. */
const needs: Record<string, Capability | null> = {
  SAP_OpenOrdersPortal: null,
  SAP_OrdersPortal: null,
  GetShipmentDetails: null,
  SAP_GetOpenItems: null,
  GetProductsList: null,
  GetSkuHistoryList: null,
  GetInvoices: null,
  GetItemPrices: null,
  ParseProperties: null,
  ChangePassword: null,
  Logout: null,
  ImpersonateUser: null,
  UpdateComments: 'order',
  PlacingOrder: 'order',
  RequestAccountChange: 'account-changes',
  GetCompanyMembers: 'read-members',
  InviteMember: 'members',
  SetMemberRole: 'members',
  SetMemberStatus: 'members',
  SetMemberLimits: 'members',
  RemoveMember: 'members',
  GetSavedLists: 'shared-lists',
  GetSavedList: 'shared-lists',
  ShareSavedList: 'lists',
  // Staff calls: every company member gets the 404 of a call that does not exist.
  GetPublishing: null,
  PublishNow: null,
  RollbackBuild: null,
  GetContentRules: null,
  FindProducts: null,
  GetProductCopy: null,
  SaveProductCopy: null,
  GetContentRecords: null,
  GetContentRecord: null,
  SaveContentRecord: null,
  RequestOrderApproval: 'order',
  GetOrderRequests: 'order',
  WithdrawOrderRequest: 'order',
  GetApprovals: 'read-approvals',
  ApproveOrder: 'approvals',
  DeclineOrder: 'approvals',
  CreateSavedList: 'lists',
  RenameSavedList: 'lists',
  DeleteSavedList: 'lists',
  AddToSavedList: 'lists',
  SetSavedListLine: 'lists',
  RequestQuote: 'quotes',
  GetQuotes: 'quotes',
  GetQuote: 'quotes',
  AcceptQuote: 'quotes',
  GetQuoteRequests: 'quotes',
  AnswerQuote: 'quotes',
};

describe('every role against every signed-in call', () => {
  const bearerCalls = (Object.keys(calls) as CallName[]).filter((name) => calls[name].auth === 'bearer');

  it('knows what every signed-in call of the contract needs', () => {
    expect(Object.keys(needs).sort()).toEqual([...bearerCalls].sort());
  });

  it.each(['admin', 'buyer', 'viewer'] as const)(
    'the role %s is refused exactly the calls it may not make',
    async (role) => {
      const login = await member('dealer', role);
      const refused: string[] = [];
      for (const name of bearerCalls) {
        // A fresh session per call: Logout and ChangePassword end theirs.
        const { token } = await api.call('Login', { Email: login.userName, Password: PASSWORD });
        const answer = await api.send(name, callSamples[name].request, { token });
        expect(answer.status, name).not.toBe(401);
        if (answer.status === 403 && JSON.stringify(answer.body).includes(ROLE_REFUSED)) refused.push(name);
      }
      const expected = bearerCalls.filter((name) => {
        const capability = needs[name];
        return capability != null && !mayUse(role, capability);
      });
      expect(refused.sort()).toEqual(expected.sort());
      if (role !== 'admin') expect(refused.length).toBeGreaterThan(0);
    },
  );
});
