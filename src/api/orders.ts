import * as z from 'zod/mini';
import { APPROVAL_NOTE_MAX_LENGTH, APPROVAL_NOTE_REQUIRED } from '../config/company-roles.ts';
import { limits } from '../config/limits.ts';
import { submissionAck } from './ack.ts';
import { atMost, emailRule, int, onFirstUse, text } from './rules.ts';
import { userInfo } from './session.ts';

/** Cart line as the order carries it; `id` is the sku and `amount` the unit price for the account. */
export const orderedItem = onFirstUse(() =>
  z.object({
    id: text().check(z.minLength(1)),
    title: text(),
    subtitle: text(),
    img: text(),
    amount: z.number().check(z.nonnegative()),
    qty: int().check(z.minimum(1)),
    stock: z.number(),
  }),
);

export const orderDetails = onFirstUse(() =>
  z.extend(z.partial(userInfo), {
    Comments: text(limits.orderCommentsMaxLength),
    /** The buyer's purchase order number; without one the order gets WEB-{DocNum}. */
    PONumber: z.optional(text(limits.poNumberMaxLength)),
    Total: z.number().check(z.nonnegative()),
    orderedItems: z.array(orderedItem).check(z.minLength(1, { error: 'The order has no items' })),
  }),
);

/**
 * Amount, SKU, QTY, Stock, Subtitle and Title are each a space-joined list over the lines.
 * mailTo and mailFrom are accepted but not trusted: the recipient is fixed per form kind and the
 * sender is the orders address. The email of record is the token's email claim.
 */
export const placeOrderRequest = z.object({
  Amount: text(),
  SKU: text().check(z.minLength(1)),
  QTY: text(),
  Stock: text(),
  Subtitle: text(),
  Title: text(),
  email: emailRule(),
  mailTo: z.optional(text()),
  mailFrom: z.optional(text()),
  NewsletterSubscribe: z.boolean(),
  order: orderDetails,
});

/**
 * A Buyer's order over a spending limit (PlacingOrder answered 409 naming ApprovalNote), sent again
 * with the buyer's word to its company's admins: kept for their approval instead of placed.
 */
const approvalNote = z
  .string({ error: APPROVAL_NOTE_REQUIRED })
  .check(atMost(APPROVAL_NOTE_MAX_LENGTH), z.trim(), z.minLength(1, { error: APPROVAL_NOTE_REQUIRED }));
export const requestOrderApprovalRequest = z.extend(placeOrderRequest, { ApprovalNote: approvalNote });
/** The checkout's note field, asked for once the server answered that the order needs approval. */
export const approvalNoteForm = z.object({ ApprovalNote: approvalNote });

/**
 * Not shown by the spec. The API answers the stored order: `id` its record, `DocNum` the order
 * number shown in the account area (/account/order/{DocNum}), `Total` the total computed by the
 * server from its own prices.
 */
export const placeOrderResponse = onFirstUse(() =>
  z.extend(submissionAck, {
    DocNum: int(),
    Total: z.number().check(z.nonnegative()),
  }),
);

/** The order kept for the company's admins: `ApprovalId` is the request, `Reason` the limit it is over. */
export const approvalRequestedResponse = onFirstUse(() =>
  z.object({ status: z.literal(200), ApprovalId: int(), Total: z.number(), Reason: text() }),
);

export type OrderedItem = z.infer<typeof orderedItem>;
export type OrderDetails = z.infer<typeof orderDetails>;
export type PlaceOrderRequest = z.input<typeof placeOrderRequest>;
export type PlaceOrderResponse = z.infer<typeof placeOrderResponse>;
export type ApprovalRequested = z.infer<typeof approvalRequestedResponse>;
export type RequestOrderApprovalRequest = z.input<typeof requestOrderApprovalRequest>;
export type ApprovalNoteForm = z.input<typeof approvalNoteForm>;
