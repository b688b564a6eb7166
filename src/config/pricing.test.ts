import { describe, expect, it } from 'vitest';
import { cartTotal, discloseTo, lineTotal, listPriceFor, priceFor, roundToCents } from './pricing.ts';

const record = {
  msrp: 199.99,
  msrp2: 219.5,
  dealer: 139.25,
  direct: 119.1,
  dealer2: 149.75,
  direct2: 129.4,
  stock: 12,
};

describe('price shown by account type (also the cart unit price)', () => {
  it.each([
    ['Dealer', 139.25],
    ['Distributor', 119.1],
    ['DealerInt', 149.75],
    ['DistributorInt', 129.4],
    ['Retail', 199.99],
    ['Staff', 199.99],
    ['', 199.99],
    [undefined, 199.99],
  ])('%s pays %s', (type, expected) => {
    expect(priceFor(record, type)).toBe(expected);
  });
});

describe('list price by account type', () => {
  it.each([
    ['Dealer', 199.99],
    ['Distributor', 199.99],
    ['DealerInt', 219.5],
    ['DistributorInt', 219.5],
    ['Retail', 199.99],
    [null, 199.99],
  ])('%s sees list price %s', (type, expected) => {
    expect(listPriceFor(record, type)).toBe(expected);
  });

  it('is undefined when the server did not disclose the field', () => {
    expect(listPriceFor({ msrp: 10, dealer: 8 }, 'DealerInt')).toBeUndefined();
    expect(priceFor({ msrp2: 10 }, 'DealerInt')).toBeUndefined();
  });
});

describe('disclosure', () => {
  it('keeps only the list price, the own tier price and stock', () => {
    expect(discloseTo(record, 'Dealer')).toEqual({ msrp: 199.99, dealer: 139.25, stock: 12 });
    expect(discloseTo(record, 'Distributor')).toEqual({ msrp: 199.99, direct: 119.1, stock: 12 });
    expect(discloseTo(record, 'DealerInt')).toEqual({ msrp2: 219.5, dealer2: 149.75, stock: 12 });
    expect(discloseTo(record, 'DistributorInt')).toEqual({ msrp2: 219.5, direct2: 129.4, stock: 12 });
    expect(discloseTo(record, 'Retail')).toEqual({ msrp: 199.99, stock: 12 });
  });
});

describe('rounding and totals', () => {
  it('rounds half away from zero to cents without float drift', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(2.675)).toBe(2.68);
    expect(roundToCents(123456.785)).toBe(123456.79);
    expect(roundToCents(-1.005)).toBe(-1.01);
    expect(roundToCents(10)).toBe(10);
    expect(roundToCents(0)).toBe(0);
  });

  it('totals amount × qty over the lines, rounded to cents', () => {
    expect(cartTotal([])).toBe(0);
    expect(
      cartTotal([
        { amount: 0.1, qty: 3 },
        { amount: 0.2, qty: 1 },
      ]),
    ).toBe(0.5);
    expect(
      cartTotal([
        { amount: 139.25, qty: 2 },
        { amount: 19.99, qty: 3 },
      ]),
    ).toBe(338.47);
    expect(cartTotal([{ amount: 33.335, qty: 1 }])).toBe(33.34);
  });

  it('totals a line as amount × qty, rounded to cents', () => {
    expect(lineTotal({ amount: 51.95, qty: 25 })).toBe(1298.75);
    expect(lineTotal({ amount: 0.1, qty: 3 })).toBe(0.3);
    expect(lineTotal({ amount: 19.99, qty: 3 })).toBe(59.97);
  });
});
