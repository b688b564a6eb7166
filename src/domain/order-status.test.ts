import { describe, expect, it } from 'vitest';
import { orderStatus, subtotalOf } from './order-status.ts';

describe('orderStatus', () => {
  it('follows the open quantity of an open order', () => {
    expect(orderStatus('o', 10, 10)).toBe('Open');
    expect(orderStatus('o', 10, 4)).toBe('Partly shipped');
    expect(orderStatus('o', 10, 0)).toBe('Shipped');
    expect(orderStatus('o', 0, 0)).toBe('Open');
  });

  it('says Closed for a closed order whatever its lines', () => {
    expect(orderStatus('c', 10, 0)).toBe('Closed');
    expect(orderStatus('c', 10, 3)).toBe('Closed');
  });
});

describe('subtotalOf', () => {
  it('adds line totals to the cent', () => {
    expect(subtotalOf([{ Total: 0.1 }, { Total: 0.2 }])).toBe(0.3);
    expect(subtotalOf([{ Total: 349.5 }, { Total: 12 }, { Total: 1052.37 }])).toBe(1413.87);
    expect(subtotalOf([])).toBe(0);
  });
});
