import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../lib/catalog-types.ts';
import { pickPromoProducts } from './promo.ts';

const product = (sku: string): ProductSummary => ({
  sku,
  title: `Product ${sku}`,
  subtitle: '',
  image: `/uploads/${sku}.svg`,
  isNew: false,
  path: `/item/${sku}`,
});

const encoders = { name: 'Encoders', products: [product('EN-1')] };
const lists = [
  { name: 'USB-C Switchers', products: [product('UC-1'), product('UC-2')] },
  { name: 'HDMI', products: [product('HD-1'), product('HD-2'), product('HD-3')] },
  encoders,
];

describe('products of a promotional page', () => {
  it('takes one product from each named subcategory before a second from any', () => {
    expect(pickPromoProducts(lists, ['hdmi', 'USB-C switchers'], 3).map((p) => p.sku)).toEqual([
      'HD-1',
      'UC-1',
      'HD-2',
    ]);
  });

  it('skips subcategories the catalogue does not have and stops when products run out', () => {
    expect(pickPromoProducts(lists, ['Webcams', 'Encoders'], 6).map((p) => p.sku)).toEqual(['EN-1']);
  });

  it('never lists a product twice', () => {
    const twice = [encoders, { name: 'Encoders', products: [product('EN-1'), product('EN-2')] }];
    expect(pickPromoProducts(twice, ['Encoders'], 4).map((p) => p.sku)).toEqual(['EN-1', 'EN-2']);
  });
});
