import { describe, expect, it } from 'vitest';
import { orderIdOf } from './order-id.ts';

describe('order number of the details address', () => {
  it('reads the number, with or without a trailing slash', () => {
    expect(orderIdOf('/account/order/410012')).toBe(410012);
    expect(orderIdOf('/account/order/410012/')).toBe(410012);
  });

  it('refuses anything else', () => {
    for (const path of ['/account/order/', '/account/order/abc', '/account/order/0', '/account/order/1/2']) {
      expect(orderIdOf(path)).toBeUndefined();
    }
  });
});
