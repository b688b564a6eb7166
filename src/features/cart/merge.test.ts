import { describe, expect, it } from 'vitest';
import type { ItemDetailResponse } from '../../api/item.ts';
import type { CartLine } from './cart.ts';
import { catalogAnswer, mergeLines } from './merge.ts';

const line = (id: string, qty: number, stock: number, amount = 10): CartLine => ({
  id,
  title: id,
  subtitle: '',
  img: '',
  amount,
  qty,
  stock,
});

describe('merging wanted lines into the cart', () => {
  it('adds new skus and adds quantities to skus already in the cart', () => {
    const { lines, added, problems } = mergeLines([line('A', 2, 10)], [line('A', 3, 10), line('B', 1, 5)]);
    expect(lines.map((l) => [l.id, l.qty])).toEqual([
      ['A', 5],
      ['B', 1],
    ]);
    expect(added).toEqual(['A', 'B']);
    expect(problems).toEqual([]);
  });

  it('caps at the stock and reports the capped line', () => {
    const { lines, problems } = mergeLines([line('A', 4, 6)], [line('A', 5, 6)]);
    expect(lines[0]?.qty).toBe(6);
    expect(problems).toEqual([{ sku: 'A', kind: 'capped', message: 'Quantity limited to the 6 in stock' }]);
  });

  it('keeps out-of-stock lines out and lists them', () => {
    const { lines, added, problems } = mergeLines([], [line('Z', 2, 0)]);
    expect(lines).toEqual([]);
    expect(added).toEqual([]);
    expect(problems.map((p) => p.kind)).toEqual(['out-of-stock']);
  });

  it('refuses a quantity over the stock when strict, leaving the cart as it was', () => {
    const { lines, problems } = mergeLines([line('A', 1, 3)], [line('A', 3, 3)], { strict: true });
    expect(lines[0]?.qty).toBe(1);
    expect(problems).toEqual([{ sku: 'A', kind: 'over-stock', message: 'Only 2 in stock' }]);
  });

  it('takes the current price and stock of a sku already in the cart', () => {
    const { lines } = mergeLines([line('A', 1, 3, 12)], [line('A', 1, 9, 11)]);
    expect(lines[0]).toMatchObject({ qty: 2, amount: 11, stock: 9 });
  });
});

const detail = (priced: boolean, found = true): ItemDetailResponse => ({
  refItemDetail: found
    ? [
        {
          sku: 'HD-1',
          title: 'HDMI cable',
          subtitle: '2 m',
          upc: '',
          description: '',
          specs: '',
          features: '',
          image1: 'hd-1.jpg',
          image2: null,
          image3: null,
          pageimage: null,
          thumbnail: null,
          kproimage: null,
          kproparent: 'Cables',
          kprochild: 'HDMI',
          isNew: false,
          hd4k: false,
          isTAA: false,
          metatitle: null,
          metadesc: null,
          metakeywords: null,
          releasedOn: '2026-01-15',
        },
      ]
    : [],
  refDiagram: [],
  refPanel: [],
  refDownloads: [],
  refStocks: priced ? [{ msrp: 30, dealer: 19.5, stock: 7 }] : [],
  refVideos: [],
});

describe('a wanted sku as the catalogue answers it', () => {
  it('is a line at the account type price with the stock', () => {
    expect(catalogAnswer(detail(true), 'Dealer', 2)).toEqual({
      line: { id: 'HD-1', title: 'HDMI cable', subtitle: '2 m', img: 'hd-1.jpg', amount: 19.5, qty: 2, stock: 7 },
    });
  });

  it('is unknown without a detail and no longer sold without a price', () => {
    expect(catalogAnswer(detail(true, false), 'Dealer', 1)).toEqual({ problem: 'unknown' });
    expect(catalogAnswer(detail(false), 'Dealer', 1)).toEqual({ problem: 'not-sold' });
  });
});
