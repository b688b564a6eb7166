import { describe, expect, it } from 'vitest';
import { newestFirst } from './newest.ts';

const product = (sku: string, releasedOn: string) => ({ sku, releasedOn });

describe('newest first', () => {
  it('orders by release day, the latest first, across years and months', () => {
    const listed = [
      product('HD-2020', '2020-03-09'),
      product('HD-2024', '2024-11-02'),
      product('HD-2023', '2023-12-31'),
      product('HD-2024-JAN', '2024-01-15'),
    ];
    expect([...listed].sort(newestFirst).map((p) => p.sku)).toEqual(['HD-2024', 'HD-2024-JAN', 'HD-2023', 'HD-2020']);
  });

  it('keeps the listing order of products released the same day', () => {
    const listed = [product('B', '2024-05-01'), product('A', '2024-05-01'), product('C', '2025-01-01')];
    expect([...listed].sort(newestFirst).map((p) => p.sku)).toEqual(['C', 'B', 'A']);
  });

  it('puts products without a known release day last', () => {
    const listed = [product('UNKNOWN', ''), product('OLD', '2015-06-30')];
    expect([...listed].sort(newestFirst).map((p) => p.sku)).toEqual(['OLD', 'UNKNOWN']);
  });
});
