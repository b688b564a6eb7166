import { describe, expect, it } from 'vitest';
import { cartTotal } from '../../config/pricing.ts';
import { hasLine, lineFor, removeLine, setLineQty, type CartLine } from './cart.ts';

const hdmiCable: CartLine = {
  id: 'AV-HD-2M',
  title: 'HDMI cable 2 m',
  subtitle: '8K',
  img: '/uploads/a.jpg',
  amount: 19.99,
  qty: 1,
  stock: 10,
};
const extender: CartLine = {
  id: 'AV-EXT-4K',
  title: '4K extender',
  subtitle: 'HDBaseT',
  img: '/uploads/b.jpg',
  amount: 139.25,
  qty: 2,
  stock: 3,
};

describe('cart lines', () => {
  it('removes a line by sku', () => {
    expect(removeLine([hdmiCable, extender], 'AV-HD-2M')).toEqual([extender]);
    expect(hasLine(removeLine([hdmiCable], 'AV-HD-2M'), 'AV-HD-2M')).toBe(false);
  });

  it('changes a quantity within 1..stock only', () => {
    expect(setLineQty([extender], 'AV-EXT-4K', 3)[0]?.qty).toBe(3);
    expect(setLineQty([extender], 'AV-EXT-4K', 4)[0]?.qty).toBe(2);
    expect(setLineQty([extender], 'AV-EXT-4K', 0)[0]?.qty).toBe(2);
  });

  it('totals amount × qty rounded to cents', () => {
    expect(cartTotal([hdmiCable, extender])).toBe(298.49);
  });
});

describe('line for a product', () => {
  const product = { sku: 'AV-EXT-4K', title: '4K extender', subtitle: 'HDBaseT', image: '/uploads/b.jpg' };

  it.each([
    ['Dealer', { msrp: 199.99, dealer: 139.25, stock: 3 }, 139.25],
    ['Distributor', { msrp: 199.99, direct: 119.1, stock: 3 }, 119.1],
    ['DealerInt', { msrp2: 219.5, dealer2: 149.75, stock: 3 }, 149.75],
    ['DistributorInt', { msrp2: 219.5, direct2: 129.4, stock: 3 }, 129.4],
    ['Retail', { msrp: 199.99, stock: 3 }, 199.99],
  ])('prices a %s line at that account type’s price', (type, record, amount) => {
    expect(lineFor(product, record, type)).toEqual({
      id: 'AV-EXT-4K',
      title: '4K extender',
      subtitle: 'HDBaseT',
      img: '/uploads/b.jpg',
      amount,
      qty: 1,
      stock: 3,
    });
  });

  it('cannot price a product whose price was not disclosed', () => {
    expect(lineFor(product, { msrp: 199.99, stock: 3 }, 'Dealer')).toBeUndefined();
  });
});
