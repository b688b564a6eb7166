import { describe, expect, it } from 'vitest';
import { summaryOf } from './summary.ts';

describe('summary of HTML', () => {
  it('is the first paragraph as plain text', () => {
    expect(summaryOf('<p>Put every <b>laptop</b> on the display &amp; more.</p><p>Second.</p>')).toBe(
      'Put every laptop on the display & more.',
    );
  });

  it('copes with text without paragraphs, and with nothing', () => {
    expect(summaryOf('Just  text')).toBe('Just text');
    expect(summaryOf('')).toBe('');
  });
});
