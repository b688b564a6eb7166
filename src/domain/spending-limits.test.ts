import { limitExceeded, limitsText, monthOf } from './spending-limits.ts';

const limits = { perOrder: 500, perMonth: 1200 };

describe('spending limits', () => {
  it('lets an order through at the limits, and an unlimited buyer any order', () => {
    expect(limitExceeded(limits, 500, 700)).toBeUndefined();
    expect(limitExceeded({ perOrder: null, perMonth: null }, 1_000_000, 1_000_000)).toBeUndefined();
  });

  it('names the limit per order first, then the month with what it would come to', () => {
    expect(limitExceeded(limits, 500.01, 0)).toBe('This order of $500.01 is over your limit of $500.00 per order.');
    expect(limitExceeded(limits, 400, 800.5)).toBe(
      'This order would bring your spending this month to $1,200.50, over your limit of $1,200.00 per month.',
    );
    expect(limitExceeded({ perOrder: null, perMonth: 0 }, 0.01, 0)).toMatch(/over your limit of \$0\.00 per month/);
  });

  it('says the limits in words and takes the month of a date', () => {
    expect(limitsText({ perOrder: null, perMonth: null })).toBe('No limit');
    expect(limitsText({ perOrder: 500, perMonth: null })).toBe('$500.00 per order, no monthly limit');
    expect(limitsText(limits)).toBe('$500.00 per order, $1,200.00 per month');
    expect(monthOf('2026-11-28T19:20:00.000Z')).toBe('2026-11');
  });
});
