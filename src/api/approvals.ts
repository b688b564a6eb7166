import * as z from 'zod/mini';
import { APPROVAL_NOTE_MAX_LENGTH, DECLINE_REASON_REQUIRED } from '../config/company-roles.ts';
import { atMost, documentText, int, intId, onFirstUse, text } from './rules.ts';

/** pending: waiting for an admin; approved: placed as an order; declined: with a reason; withdrawn by the buyer. */
export const approvalStatus = z.enum(['pending', 'approved', 'declined', 'withdrawn']);

/** A line of an order waiting for approval, at its price when the buyer asked. */
export const approvalLine = onFirstUse(() => z.object({ sku: text(), title: text(), qty: int(), price: z.number() }));

/** A buyer's order over a spending limit, and what became of it. */
export const orderApproval = onFirstUse(() =>
  z.object({
    Id: int(),
    BuyerName: text(),
    Status: approvalStatus,
    Note: documentText,
    /** The order's total when the buyer asked (an approval places it at the prices of that moment). */
    Total: z.number(),
    CreatedAt: text(),
    DecidedAt: z.nullable(text()),
    DecidedBy: z.nullable(text()),
    /** An admin's reason to decline. */
    Reason: z.nullable(documentText),
    /** The order an approval placed. */
    DocNum: z.nullable(int()),
    Lines: z.array(approvalLine),
  }),
);
/** Latest first: the company's (for its admins) or the caller's own (for a buyer). */
export const approvalsResponse = onFirstUse(() => z.object({ approvals: z.array(orderApproval) }));

export const approvalsRequest = z.object({});
export const approvalIdRequest = z.object({ Id: intId });

const reasonRule = z
  .string({ error: DECLINE_REASON_REQUIRED })
  .check(atMost(APPROVAL_NOTE_MAX_LENGTH), z.trim(), z.minLength(1, { error: DECLINE_REASON_REQUIRED }));
/** An admin declines with a reason the buyer is told. */
export const declineOrderRequest = z.object({ Id: intId, Reason: reasonRule });
/** The Decline form's field. */
export const declineForm = z.object({ Reason: reasonRule });

export type ApprovalStatus = z.infer<typeof approvalStatus>;
export type OrderApproval = z.infer<typeof orderApproval>;
export type DeclineForm = z.input<typeof declineForm>;
