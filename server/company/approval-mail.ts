import { formatPrice, roundToCents } from '../../src/config/pricing.ts';
import { company as business } from '../../src/config/business.ts';
import { mailboxes } from '../mail/addresses.ts';
import { bodyText as v } from '../mail/neutral.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import type { PricedLine } from '../orders/order-mail.ts';

/** Where admins decide, and where buyers follow their requests. */
export const APPROVALS_PATH = '/account/approvals';
export const ORDERS_PATH = '/account/orders';

interface RequestMail {
  id: number;
  buyerName: string;
  companyName: string;
  total: number;
  reason: string;
  note: string;
  lines: readonly PricedLine[];
  siteUrl: string;
}

const lineText = (line: PricedLine) =>
  `${line.qty} x ${v(line.sku)} ${v(line.title)} at ${formatPrice(line.price)} = ${formatPrice(roundToCents(line.price * line.qty))}`;

/** The mail to each admin of the company: what the buyer asks for, and where to decide. */
export function approvalRequestMail(to: string, request: RequestMail): OutgoingMail {
  return {
    kind: 'order-approval-request',
    from: mailboxes.noReply,
    to,
    subject: `${request.buyerName} asks you to approve an order of ${formatPrice(request.total)}`,
    text: [
      `${v(request.buyerName)} of ${v(request.companyName)} placed an order that needs your approval (request ${request.id}).`,
      request.reason,
      '',
      `Note: ${v(request.note)}`,
      '',
      ...request.lines.map(lineText),
      '',
      `Total at today's prices: ${formatPrice(request.total)}`,
      '',
      `Approve or decline it in your ${business.name} account under Approvals:`,
      new URL(APPROVALS_PATH, request.siteUrl).href,
      '',
    ].join('\n'),
  };
}

interface DecisionMail {
  id: number;
  buyerName: string;
  deciderName: string;
  total: number;
  siteUrl: string;
  /** The order an approval placed, or the reason of a decline. */
  outcome: { docNum: number; total: number } | { reason: string };
}

/** The mail to the buyer once an admin decided its request. */
export function approvalDecisionMail(to: string, decision: DecisionMail): OutgoingMail {
  const { outcome } = decision;
  const approved = 'docNum' in outcome;
  return {
    kind: 'order-approval-decision',
    from: mailboxes.noReply,
    to,
    subject: approved
      ? `Your order request ${decision.id} was approved: order ${outcome.docNum}`
      : `Your order request ${decision.id} was declined`,
    text: [
      `Hello ${v(decision.buyerName)},`,
      '',
      approved
        ? `${v(decision.deciderName)} approved your order request ${decision.id}. It is placed as order ${outcome.docNum}, total ${formatPrice(outcome.total)} at today's prices.`
        : `${v(decision.deciderName)} declined your order request ${decision.id} of ${formatPrice(decision.total)}.`,
      ...(approved ? [] : [`Reason: ${v(outcome.reason)}`]),
      '',
      `Your orders and requests: ${new URL(ORDERS_PATH, decision.siteUrl).href}`,
      '',
    ].join('\n'),
  };
}
