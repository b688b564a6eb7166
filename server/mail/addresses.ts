/**
 * The company's mailboxes. Every form kind goes to a fixed recipient chosen here, never to an
 * address sent by the browser, so the API cannot be used as a mail relay.
 */
export const MAIL_DOMAIN = 'example-av.com';

export const mailboxes = {
  support: `support@${MAIL_DOMAIN}`,
  sales: `sales@${MAIL_DOMAIN}`,
  press: `press@${MAIL_DOMAIN}`,
  orders: `orders@${MAIL_DOMAIN}`,
  noReply: `no-reply@${MAIL_DOMAIN}`,
} as const;

export type Mailbox = (typeof mailboxes)[keyof typeof mailboxes];
