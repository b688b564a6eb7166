import * as z from 'zod/mini';
import type { ProductEnquiryRequest } from '../../../api/forms.ts';
import { emailRule, nonEmpty } from '../../../api/rules.ts';

/** The product page's inquiry form: on submit only first name, email and question are enforced. */
export const inquiryForm = z.object({
  firstName: nonEmpty('First name is required'),
  email: emailRule('Please enter a valid email'),
  question: nonEmpty('Please enter your question'),
});

export const inquiryFieldNames = ['firstName', 'lastName', 'company', 'phone', 'email', 'question'] as const;
export type InquiryFieldName = (typeof inquiryFieldNames)[number];

/** The form's values; the newsletter opt-in is checked by default. */
export type InquiryFields = Record<InquiryFieldName, string> & { newsletter: boolean };

export interface InquiredProduct {
  sku: string;
  title: string;
  /** The product page's address. */
  url: string;
}

/**
 * The body of ProductEnquiry and ProductEnquiryMail. The body has no company or phone field, so
 * when given they follow the question, where the sales team reads them.
 */
export function inquiryBody(fields: InquiryFields, product: InquiredProduct): ProductEnquiryRequest {
  const contact = [
    fields.company.trim() && `Company: ${fields.company.trim()}`,
    fields.phone.trim() && `Phone: ${fields.phone.trim()}`,
  ].filter(Boolean);
  const question = fields.question.trim();
  return {
    SKU: product.sku,
    URL: product.url,
    Title: product.title,
    Name: [fields.firstName, fields.lastName]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' '),
    email: fields.email.trim(),
    EnquiryText: contact.length > 0 ? `${question}\n\n${contact.join('\n')}` : question,
    NewsletterSubscribe: fields.newsletter,
  };
}
