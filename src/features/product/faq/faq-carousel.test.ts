import { describe, expect, it } from 'vitest';
import { carouselSlots, wrapIndex } from './faq-carousel.ts';

describe('FAQ carousel', () => {
  it('wraps the arrows around both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(-1, 0)).toBe(0);
  });

  it('numbers every item up to five', () => {
    expect(carouselSlots(0, 1)).toEqual([1]);
    expect(carouselSlots(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first and last with ellipses around the current window beyond five', () => {
    expect(carouselSlots(0, 12)).toEqual([1, 2, 'gap', 12]);
    expect(carouselSlots(5, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(carouselSlots(11, 12)).toEqual([1, 'gap', 11, 12]);
  });

  it('shows a single skipped number instead of an ellipsis', () => {
    expect(carouselSlots(3, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });
});
