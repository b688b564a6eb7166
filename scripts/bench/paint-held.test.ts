import { describe, expect, it } from 'vitest';
import { paintHeldBack } from './paint-held.ts';

describe('a Lighthouse run whose first paint the headless browser held back', () => {
  it('is one that painted after its load event', () => {
    expect(paintHeldBack({ observedFirstContentfulPaint: 1250, observedLoad: 634 })).toBe(true);
  });

  it('is not one that painted before the page finished loading', () => {
    expect(paintHeldBack({ observedFirstContentfulPaint: 244, observedLoad: 366 })).toBe(false);
  });

  it('is not assumed when a timing is missing', () => {
    expect(paintHeldBack({ observedLoad: 366 })).toBe(false);
    expect(paintHeldBack({ observedFirstContentfulPaint: 244 })).toBe(false);
  });
});
