import {
  ApproveOrder,
  DeclineOrder,
  GetApprovals,
  GetOrderRequests,
  WithdrawOrderRequest,
} from '../../api/calls/approvals.ts';
import type { OrderApproval } from '../../api/approvals.ts';
import { passHeaders } from '../../api/misc.ts';
import { api } from '../session/api.ts';

/** The Approvals page's and the buyer's calls; each answers the requests as they now are. */

const approvalsOf = async (answer: Promise<{ approvals: OrderApproval[] }>) => (await answer).approvals;

export const fetchApprovals = () => approvalsOf(api.call(GetApprovals, {}));
export const approveOrder = (Id: number, pass: string) =>
  approvalsOf(api.call(ApproveOrder, { Id }, { headers: passHeaders(pass) }));
export const declineOrder = (Id: number, Reason: string) => approvalsOf(api.call(DeclineOrder, { Id, Reason }));
export const fetchOwnRequests = () => approvalsOf(api.call(GetOrderRequests, {}));
export const withdrawRequest = (Id: number) => approvalsOf(api.call(WithdrawOrderRequest, { Id }));
