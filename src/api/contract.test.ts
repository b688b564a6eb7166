import { calls, isCallName } from './calls.ts';
import { callSamples } from './samples/index.ts';

const names = Object.keys(calls).filter(isCallName);
/** ValidateCaptcha takes any JSON body, so it has no invalid response. */
const strictResponses = names.filter((name) => callSamples[name].invalidResponse !== undefined);

describe('contract samples', () => {
  it('cover every call of the registry', () => {
    expect(Object.keys(callSamples).sort()).toEqual(Object.keys(calls).sort());
  });

  describe.each(names)('%s', (name) => {
    const definition = calls[name];
    const sample = callSamples[name];

    it('accepts a valid request', () => {
      expect(definition.request.safeParse(sample.request).success).toBe(true);
    });

    it('accepts a valid response', () => {
      expect(definition.response.safeParse(sample.response).success).toBe(true);
    });

    it('refuses an invalid request', () => {
      expect(definition.request.safeParse(sample.invalidRequest).success).toBe(false);
    });
  });

  it.each(strictResponses)('%s refuses an invalid response', (name) => {
    expect(calls[name].response.safeParse(callSamples[name].invalidResponse).success).toBe(false);
  });
});

describe('registry', () => {
  it('sends the account, company, approval, list, quote and staff calls, profile, password, order and impersonation with a bearer token', () => {
    const bearer = Object.entries(calls)
      .filter(([, call]) => call.auth === 'bearer')
      .map(([name]) => name)
      .sort();
    expect(bearer).toEqual([
      'AcceptQuote',
      'AddToSavedList',
      'AnswerQuote',
      'ApproveOrder',
      'ChangePassword',
      'CreateSavedList',
      'DeclineOrder',
      'DeleteSavedList',
      'FindProducts',
      'GetApprovals',
      'GetCompanyMembers',
      'GetContentRecord',
      'GetContentRecords',
      'GetContentRules',
      'GetInvoices',
      'GetItemPrices',
      'GetOrderRequests',
      'GetProductCopy',
      'GetProductsList',
      'GetPublishing',
      'GetQuote',
      'GetQuoteRequests',
      'GetQuotes',
      'GetSavedList',
      'GetSavedLists',
      'GetShipmentDetails',
      'GetSkuHistoryList',
      'ImpersonateUser',
      'InviteMember',
      'Logout',
      'ParseProperties',
      'PlacingOrder',
      'PublishNow',
      'RemoveMember',
      'RenameSavedList',
      'RequestAccountChange',
      'RequestOrderApproval',
      'RequestQuote',
      'RollbackBuild',
      'SAP_GetOpenItems',
      'SAP_OpenOrdersPortal',
      'SAP_OrdersPortal',
      'SaveContentRecord',
      'SaveProductCopy',
      'SetMemberLimits',
      'SetMemberRole',
      'SetMemberStatus',
      'SetSavedListLine',
      'ShareSavedList',
      'UpdateComments',
      'WithdrawOrderRequest',
    ]);
    expect(calls.GetItemDetail.auth).toBe('optional');
  });

  it('names each call by the last segment of its path, except the demo form and the blog', () => {
    const renamed = Object.entries(calls)
      .filter(([name, call]) => !call.path.endsWith(`/${name}`))
      .map(([name]) => name)
      .sort();
    expect(renamed).toEqual(['DemoForm', 'GetBlogDetail', 'GetBlogList']);
  });
});
