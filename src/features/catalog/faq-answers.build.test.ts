import { describe, expect, it } from 'vitest';
import { toFaq } from './adapters.ts';
import { createMediaUrl } from '../../lib/paths.ts';
import { cleanHtml } from '../../domain/html/sanitize.node.ts';

const ctx = { sanitize: cleanHtml, mediaUrl: createMediaUrl('') };

describe('FAQ answers as the product page shows them', () => {
  it('lose their hidden blocks and keep the rest, question by question', () => {
    const faq = toFaq(
      {
        refFaq: [
          {
            question: 'Is a rack kit included?',
            answer: '<p>Yes, two ears.</p><div class="hidden">Internal: kit costs us $4.</div>',
          },
          { question: 'Is it TAA compliant?', answer: '<p style="display:none">Check with purchasing</p><p>Yes.</p>' },
        ],
      },
      ctx,
    );
    expect(faq).toEqual([
      { question: 'Is a rack kit included?', answerHtml: '<p>Yes, two ears.</p>' },
      { question: 'Is it TAA compliant?', answerHtml: '<p>Yes.</p>' },
    ]);
  });
});
