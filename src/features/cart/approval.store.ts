import { RequestOrderApproval } from '../../api/calls/orders.ts';
import { passHeaders } from '../../api/misc.ts';
import { timing } from '../../config/timing.ts';
import { createFormStatus } from '../forms/form-status.store.ts';
import { api } from '../session/api.ts';
import { $approvalNeeded, $placedOrder, $requestedApproval, currentOrderRequest, finishOrder } from './order.store.ts';

export const APPROVAL_PENDING_MESSAGE = 'Sending your order for approval...';
export const APPROVAL_SENT_MESSAGE = 'Your order was sent for approval.';
export const APPROVAL_FAILED_MESSAGE = 'Your order could not be sent for approval. Please try again.';

/** Sending an order over a limit for approval: pending, 200, or the failure's status. */
export const approvalStatus = createFormStatus({ failureResetMs: timing.orderStatusResetMs });

/**
 * Sends the cart's order, over the buyer's spending limit, to the company's admins with the buyer's
 * note, after human verification. Success empties the cart as an order does; failure keeps the cart,
 * the notes and the note typed.
 */
export function requestApproval(note: string): Promise<boolean> {
  return approvalStatus.submit(async (pass) => {
    const request = { ...currentOrderRequest(), ApprovalNote: note };
    const answer = await api.call(RequestOrderApproval, request, { headers: passHeaders(pass) });
    $requestedApproval.set({ id: answer.ApprovalId, total: answer.Total });
    $placedOrder.set(null);
    $approvalNeeded.set(null);
    finishOrder();
  });
}
