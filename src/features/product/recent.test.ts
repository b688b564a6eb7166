import { describe, expect, it } from 'vitest';
import { decodeRecent, othersThan, pushRecent, type RecentProduct } from './recent.ts';

const product = (n: number): RecentProduct => ({ sku: `SKU-${n}`, title: `Product ${n}`, pageimage: `/img/${n}.jpg` });

describe('recently viewed', () => {
  it('moves a viewed product to the front without duplicates', () => {
    const list = [product(1), product(2), product(3)];
    expect(pushRecent(list, product(3)).map((p) => p.sku)).toEqual(['SKU-3', 'SKU-1', 'SKU-2']);
  });

  it('keeps at most 6 products', () => {
    const list = [1, 2, 3, 4, 5, 6].map(product);
    const next = pushRecent(list, product(7));
    expect(next).toHaveLength(6);
    expect(next[0]?.sku).toBe('SKU-7');
    expect(next.map((p) => p.sku)).not.toContain('SKU-6');
  });

  it('leaves the current product out of the product page grid', () => {
    expect(othersThan([product(1), product(2)], 'SKU-1')).toEqual([product(2)]);
  });

  it('reads corrupt storage as an empty list and keeps only valid entries', () => {
    expect(decodeRecent('oops')).toEqual([]);
    expect(decodeRecent({ sku: 'x' })).toEqual([]);
    expect(decodeRecent([product(1), { sku: 2 }, null, { sku: 'B', title: 'b' }])).toEqual([product(1)]);
  });
});
