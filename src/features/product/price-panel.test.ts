import { describe, expect, it } from 'vitest';
import type { ItemDetailResponse } from '../../api/item.ts';
import { priceView } from './price-panel.ts';

const detail = (refStocks: ItemDetailResponse['refStocks']): ItemDetailResponse => ({
  refItemDetail: [],
  refDiagram: [],
  refPanel: [],
  refDownloads: [],
  refVideos: [],
  refStocks,
});

describe('price panel', () => {
  it.each([
    ['Dealer', { msrp: 199.99, dealer: 139.25, stock: 4 }, 199.99, 139.25],
    ['Distributor', { msrp: 199.99, direct: 119.1, stock: 4 }, 199.99, 119.1],
    ['DealerInt', { msrp2: 219.5, dealer2: 149.75, stock: 4 }, 219.5, 149.75],
    ['DistributorInt', { msrp2: 219.5, direct2: 129.4, stock: 4 }, 219.5, 129.4],
    ['Retail', { msrp: 199.99, stock: 4 }, 199.99, 199.99],
  ])('shows a %s account its list price and its own price', (type, record, listPrice, myPrice) => {
    expect(priceView(detail([record]), type)).toEqual({ listPrice, myPrice, stock: 4, record });
  });

  it('shows nothing when the answer carries no price record (anonymous)', () => {
    expect(priceView(detail([]), 'Dealer')).toBeUndefined();
  });

  it('reads a missing stock as out of stock', () => {
    expect(priceView(detail([{ msrp: 10 }]), 'Retail')?.stock).toBe(0);
  });
});
