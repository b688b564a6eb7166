import type { z } from 'zod';
import type { placeOrderRequest } from '../../src/api/orders.ts';
import { formatPrice, roundToCents } from '../../src/config/pricing.ts';
import type { Account } from '../accounts/accounts.ts';
import { mailboxes } from '../mail/addresses.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import type { OrderHeader } from './header.ts';

/** An order line priced by the server. */
export interface PricedLine {
  sku: string;
  title: string;
  qty: number;
  price: number;
}

interface OrderMailInput {
  account: Account;
  /** The token's email claim: the orderer's address of record. */
  ordererEmail: string;
  /** The staff user who placed the order while signed in as the customer. */
  placedBy?: string | undefined;
  docNum: number;
  po: string;
  header: OrderHeader;
  lines: readonly PricedLine[];
  total: number;
  body: z.output<typeof placeOrderRequest>;
}

/** The mail to the orders desk, copied to the orderer, with the prices the server computed. */
export function orderMail(input: OrderMailInput): OutgoingMail {
  const { account, docNum, lines } = input;
  const text = [
    `Order ${docNum} was placed on the website by ${account.userName} (${input.ordererEmail}).`,
    ...(input.placedBy ? [`Placed by staff user ${input.placedBy}, signed in as ${account.userName}.`] : []),
    '',
    `Account: ${account.bpid} (${account.accountType})`,
    `Bill to: ${input.header.cardName}, ${input.header.billAddress}`,
    `Ship to: ${input.header.shipAddress}`,
    `PO: ${input.po}`,
    '',
    ...lines.map(
      (line) =>
        `${line.qty} x ${line.sku} ${line.title} at ${formatPrice(line.price)} = ${formatPrice(roundToCents(line.price * line.qty))}`,
    ),
    '',
    `Total: ${formatPrice(input.total)}`,
    `Comments: ${input.body.order.Comments || '-'}`,
    `Newsletter: ${input.body.NewsletterSubscribe ? 'Yes' : 'No'}`,
    '',
    'The customer will be phoned to confirm the order before processing.',
    '',
  ].join('\n');
  return {
    kind: 'order',
    from: mailboxes.orders,
    to: mailboxes.orders,
    cc: input.ordererEmail,
    replyTo: input.ordererEmail,
    subject: `Order ${docNum} from ${account.profile.Company} (${account.bpid})`,
    text,
  };
}
