import { describe, expect, it } from 'vitest';
import {
  acceptTyped,
  canDecrease,
  canIncrease,
  decrease,
  exceedsStock,
  increase,
  overStockMessage,
  settle,
} from './quantity.ts';

describe('quantity stepper', () => {
  it('decreases only while the quantity is above 1', () => {
    expect(canDecrease(1)).toBe(false);
    expect(decrease(1)).toBe(1);
    expect(decrease(3)).toBe(2);
  });

  it('increases only while the quantity is below the stock', () => {
    expect(canIncrease(4, 5)).toBe(true);
    expect(increase(4, 5)).toBe(5);
    expect(canIncrease(5, 5)).toBe(false);
    expect(increase(5, 5)).toBe(5);
    expect(increase(1, 0)).toBe(1);
  });

  it('accepts typed digits up to the stock', () => {
    expect(acceptTyped('1', '12', 20)).toBe('12');
    expect(acceptTyped('1', '', 20)).toBe('');
  });

  it('ignores typed text that is not a plain number or exceeds the stock', () => {
    expect(acceptTyped('2', '2a', 20)).toBe('2');
    expect(acceptTyped('2', ' 3', 20)).toBe('2');
    expect(acceptTyped('2', '3 ', 20)).toBe('2');
    expect(acceptTyped('2', '-3', 20)).toBe('2');
    expect(acceptTyped('2', '2.5', 20)).toBe('2');
    expect(acceptTyped('2', '21', 20)).toBe('2');
  });

  it('resets an empty or zero quantity to 1 when the field is left', () => {
    expect(settle('')).toBe(1);
    expect(settle('0')).toBe(1);
    expect(settle('00')).toBe(1);
    expect(settle('7')).toBe(7);
  });

  it('tells when typed digits ask for more than the stock', () => {
    expect(exceedsStock('12', 10)).toBe(true);
    expect(exceedsStock('10', 10)).toBe(false);
    expect(exceedsStock('', 10)).toBe(false);
    expect(exceedsStock('a', 10)).toBe(false);
    expect(exceedsStock('9'.repeat(40), 10)).toBe(true);
    expect(overStockMessage(7)).toBe('Only 7 in stock: enter 7 or fewer.');
  });
});
