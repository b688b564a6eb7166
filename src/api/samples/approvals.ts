import type { CallSamples } from './sample.ts';
import { sessionSamples } from './session.ts';

const order = sessionSamples.PlacingOrder.request;

const pending = {
  Id: 7,
  BuyerName: 'jane',
  Status: 'pending' as const,
  Note: 'The school needs the switchers before term starts',
  Total: 1349.5,
  CreatedAt: '2026-11-20T09:30:00.000Z',
  DecidedAt: null,
  DecidedBy: null,
  Reason: null,
  DocNum: null,
  Lines: [{ sku: 'HD-EXT-4K', title: 'HDBaseT extender', qty: 3, price: 449.83 }],
};
const approved = {
  ...pending,
  Status: 'approved' as const,
  DecidedAt: '2026-11-20T11:00:00.000Z',
  DecidedBy: 'dealer',
};
const approvals = { approvals: [{ ...approved, DocNum: 410012 }] };

export const approvalSamples: CallSamples<
  | 'RequestOrderApproval'
  | 'GetApprovals'
  | 'ApproveOrder'
  | 'DeclineOrder'
  | 'GetOrderRequests'
  | 'WithdrawOrderRequest'
> = {
  RequestOrderApproval: {
    request: { ...order, ApprovalNote: 'The school needs the switchers before term starts' },
    response: {
      status: 200,
      ApprovalId: 7,
      Total: 711,
      Reason: 'This order of $711.00 is over your limit of $500.00 per order.',
    },
    invalidRequest: { ...order, ApprovalNote: '  ' },
    invalidResponse: { status: 200, ApprovalId: null, Total: 711, Reason: '' },
  },
  GetApprovals: {
    request: {},
    response: { approvals: [pending] },
    invalidRequest: null,
    invalidResponse: { approvals: [{ ...pending, Status: 'maybe' }] },
  },
  ApproveOrder: {
    request: { Id: 7 },
    response: approvals,
    invalidRequest: { Id: 'seven' },
    invalidResponse: { approvals: [{ ...approved, DocNum: '410012' }] },
  },
  DeclineOrder: {
    request: { Id: 7, Reason: 'Over the project budget' },
    response: { approvals: [{ ...approved, Status: 'declined', Reason: 'Over the project budget' }] },
    invalidRequest: { Id: 7, Reason: '   ' },
    invalidResponse: { approvals: [{ ...pending, Lines: null }] },
  },
  GetOrderRequests: {
    request: {},
    response: { approvals: [pending] },
    invalidRequest: null,
    invalidResponse: { approvals: [{ ...pending, Total: '1349.50' }] },
  },
  WithdrawOrderRequest: {
    request: { Id: 7 },
    response: { approvals: [{ ...pending, Status: 'withdrawn' }] },
    invalidRequest: {},
    invalidResponse: { approvals: [{ ...pending, Id: null }] },
  },
};
