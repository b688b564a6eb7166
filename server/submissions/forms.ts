import { mailboxes, type Mailbox } from '../mail/addresses.ts';

/** A kind of form: how its submissions are filed and which company mailbox receives them. */
export interface FormKind {
  kind: string;
  label: string;
  to: Mailbox;
}

/** Every form of the site, with its fixed recipient. */
export const formKinds = {
  generalQuery: { kind: 'general-query', label: 'General query', to: mailboxes.sales },
  newsletter: { kind: 'newsletter-signup', label: 'Newsletter signup', to: mailboxes.sales },
  press: { kind: 'press-enquiry', label: 'Press enquiry', to: mailboxes.press },
  sales: { kind: 'sales-enquiry', label: 'Sales enquiry', to: mailboxes.sales },
  techSupport: { kind: 'tech-support', label: 'Tech support request', to: mailboxes.support },
  demo: { kind: 'demo-request', label: 'Custom demo request', to: mailboxes.sales },
  faq: { kind: 'faq-question', label: 'Product question', to: mailboxes.support },
  // The product page posts the same enquiry to ProductEnquiry and then ProductEnquiryMail: both are
  // filed, and both render the same mail, which the outbox sends once.
  productEnquiry: { kind: 'product-enquiry', label: 'Product enquiry', to: mailboxes.sales },
  productEnquiryMail: { kind: 'product-enquiry-mail', label: 'Product enquiry', to: mailboxes.sales },
  registration: { kind: 'dealer-registration', label: 'Dealer registration request', to: mailboxes.sales },
  // Account information a dealer wants changed: the account managers sit in sales.
  accountChange: { kind: 'account-change-request', label: 'Account change request', to: mailboxes.sales },
} as const satisfies Record<string, FormKind>;
