import { acceptedLines, priceInput, quoteAnswerForm, quoteRequestForm, quoteTotal } from './quotes.ts';

const line = { lineNum: 0, sku: 'HD-EXT-4K', title: '4K HDMI Extender', qty: 3, price: 310.1 };

describe('quote rules', () => {
  it('totals a quote only once every line is priced', () => {
    expect(quoteTotal({ lines: [line, { ...line, lineNum: 1, qty: 1, price: 0.2 }] })).toBe(930.5);
    expect(quoteTotal({ lines: [line, { ...line, price: null }] })).toBeUndefined();
  });

  it('accepts a quote with exactly its own lines and quantities', () => {
    expect(acceptedLines({ lines: [line] })).toEqual([{ sku: 'HD-EXT-4K', qty: 3 }]);
  });

  it('takes a blank or calendar target date and a note within bounds', () => {
    expect(quoteRequestForm.safeParse({ note: '', targetDate: '' }).success).toBe(true);
    expect(quoteRequestForm.safeParse({ note: 'Rooms 1-12', targetDate: '2027-01-15' }).success).toBe(true);
    expect(quoteRequestForm.safeParse({ note: '', targetDate: 'next week' }).success).toBe(false);
    expect(quoteRequestForm.safeParse({ note: 'x'.repeat(2001), targetDate: '' }).success).toBe(false);
  });

  it('takes prices above 0 with at most two decimals', () => {
    expect(priceInput.safeParse(' 310.5 ').success).toBe(true);
    expect(priceInput.safeParse('0').error?.issues[0]?.message).toBe('The price must be above 0');
    expect(priceInput.safeParse('1.005').success).toBe(false);
    expect(priceInput.safeParse('$5').success).toBe(false);
    expect(quoteAnswerForm.safeParse({ expiresOn: '', prices: [{ price: '5' }] }).success).toBe(false);
  });
});
