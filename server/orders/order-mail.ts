import { formatPrice, roundToCents } from '../../src/config/pricing.ts';
import type { Account } from '../accounts/accounts.ts';
import { mailboxes } from '../mail/addresses.ts';
import { bodyText } from '../mail/neutral.ts';
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
  comments: string;
  newsletter: boolean;
  /** The quote whose prices the order has. */
  quoteId?: number | undefined;
}

/** The mail to the orders desk, copied to the orderer, with the prices the server computed. */
export function orderMail(input: OrderMailInput): OutgoingMail {
  const { account, docNum, lines } = input;
  // Every value a customer or an editor typed is neutralised: none can start a line of its own.
  const v = bodyText;
  const user = v(account.userName);
  const text = [
    `Order ${docNum} was placed on the website by ${user} (${v(input.ordererEmail)}).`,
    ...(input.placedBy ? [`Placed by staff user ${v(input.placedBy)}, signed in as ${user}.`] : []),
    '',
    `Account: ${v(account.bpid)} (${v(account.accountType)})`,
    `Bill to: ${v(input.header.cardName)}, ${v(input.header.billAddress)}`,
    `Ship to: ${v(input.header.shipAddress)}`,
    `PO: ${v(input.po)}`,
    ...(input.quoteId === undefined ? [] : [`At the prices of quote ${input.quoteId}`]),
    '',
    ...lines.map(
      (line) =>
        `${line.qty} x ${v(line.sku)} ${v(line.title)} at ${formatPrice(line.price)} = ${formatPrice(roundToCents(line.price * line.qty))}`,
    ),
    '',
    `Total: ${formatPrice(input.total)}`,
    `Comments: ${v(input.comments) || '-'}`,
    `Newsletter: ${input.newsletter ? 'Yes' : 'No'}`,
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
