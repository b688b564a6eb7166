import * as z from 'zod/mini';
import type { PostFaqRequest } from '../../../api/forms.ts';
import { emailRule, nonEmpty } from '../../../api/rules.ts';

/** The ask-a-question form (product page FAQ tab and /faq). */
export const faqForm = z.object({
  name: nonEmpty('Please enter your name'),
  email: emailRule('Please enter a valid email'),
  question: nonEmpty('Please enter your question'),
});

export const faqFieldNames = ['name', 'email', 'question'] as const;

/** The form's values: name, email, question and the newsletter opt-in (checked by default). */
export type FaqFields = Record<(typeof faqFieldNames)[number], string> & { newsletter: boolean };

/** PostFAQ's body: the answer repeats the question, fkpid is 0 and kpro true; the sku may be empty. */
export function faqBody(fields: FaqFields, sku: string): PostFaqRequest {
  const question = fields.question.trim();
  return {
    question,
    answer: question,
    fkpid: 0,
    email: fields.email.trim(),
    name: fields.name.trim(),
    sku,
    kpro: true,
  };
}
