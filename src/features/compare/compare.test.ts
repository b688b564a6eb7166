import { describe, expect, it } from 'vitest';
import {
  compareUrl,
  COMPARE_FULL_MESSAGE,
  isPicked,
  parseCompareQuery,
  removePick,
  togglePick,
  type ComparePick,
} from './compare.ts';

const pick = (sku: string): ComparePick => ({ sku, title: `Product ${sku}` });
const three = ['A-1', 'B-2', 'C-3'].map(pick);

describe('togglePick', () => {
  it('adds a product that is not picked, at the end', () => {
    expect(togglePick(three, pick('D-4'))).toEqual({ picks: [...three, pick('D-4')], full: false });
  });

  it('removes a product that is picked, whatever the case of its sku', () => {
    expect(togglePick(three, pick('b-2'))).toEqual({ picks: [pick('A-1'), pick('C-3')], full: false });
  });

  it('refuses a fifth product and keeps the four', () => {
    const four = [...three, pick('D-4')];
    expect(togglePick(four, pick('E-5'))).toEqual({ picks: four, full: true });
    expect(COMPARE_FULL_MESSAGE).toBe('You can compare up to 4 products. Remove one to add another.');
  });

  it('still removes one of four', () => {
    const four = [...three, pick('D-4')];
    expect(togglePick(four, pick('A-1')).picks).toHaveLength(3);
  });
});

describe('removePick and isPicked', () => {
  it('removes only the named product', () => {
    expect(removePick(three, 'C-3')).toEqual([pick('A-1'), pick('B-2')]);
    expect(removePick(three, 'X-9')).toEqual(three);
    expect(isPicked(three, 'a-1')).toBe(true);
    expect(isPicked(three, 'X-9')).toBe(false);
  });
});

describe('the compare address', () => {
  it('names the skus in order and reads them back', () => {
    const url = compareUrl(['A-1', 'B/2', 'C 3']);
    expect(url).toBe('/compare?skus=A-1,B%2F2,C%203');
    expect(parseCompareQuery(new URL(url, 'https://x.test').search)).toEqual({
      skus: ['A-1', 'B/2', 'C 3'],
      tooMany: [],
    });
    expect(compareUrl([])).toBe('/compare');
  });

  it('takes each sku once, drops blanks and keeps the first four, naming the rest', () => {
    expect(parseCompareQuery('?skus=A-1,,a-1, B-2 ,C-3,D-4,E-5,F-6')).toEqual({
      skus: ['A-1', 'B-2', 'C-3', 'D-4'],
      tooMany: ['E-5', 'F-6'],
    });
  });

  it('reads no skus from an address without them', () => {
    expect(parseCompareQuery('')).toEqual({ skus: [], tooMany: [] });
    expect(parseCompareQuery(`?skus=${'X'.repeat(100)}`)).toEqual({ skus: [], tooMany: [] });
  });
});
