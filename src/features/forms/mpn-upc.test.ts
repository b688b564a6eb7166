import { describe, expect, it } from 'vitest';
import { decodePairs, indexPairs, isPaired, pairedEdit, suggestions } from './mpn-upc.ts';

const index = indexPairs([
  ['HD-4K-SW41', '850012345671'],
  ['HD-4K-SW42', '850012345672'],
  ['NO-UPC', ''],
]);
const empty = { mpn: '', upc: '' };

describe('MPN/UPC pairing', () => {
  it('choosing an MPN fills its UPC, whatever the case', () => {
    expect(pairedEdit(index, empty, 'mpn', 'hd-4k-sw41', false)).toEqual({ mpn: 'HD-4K-SW41', upc: '850012345671' });
  });

  it('choosing a UPC fills its MPN', () => {
    expect(pairedEdit(index, empty, 'upc', '850012345672', false)).toEqual({ mpn: 'HD-4K-SW42', upc: '850012345672' });
  });

  it('backspace in a paired field clears both', () => {
    const paired = { mpn: 'HD-4K-SW41', upc: '850012345671' };
    expect(pairedEdit(index, paired, 'mpn', 'HD-4K-SW4', true)).toEqual(empty);
    expect(pairedEdit(index, paired, 'upc', '85001234567', true)).toEqual(empty);
  });

  it('typing an unknown value keeps the other field unless it was the partner', () => {
    expect(pairedEdit(index, { mpn: '', upc: 'typed' }, 'mpn', 'HD', false)).toEqual({ mpn: 'HD', upc: 'typed' });
    const paired = { mpn: 'HD-4K-SW41', upc: '850012345671' };
    expect(pairedEdit(index, paired, 'mpn', 'HD-4K-SW41X', false)).toEqual({ mpn: 'HD-4K-SW41X', upc: '' });
  });

  it('deleting in an unpaired field only clears both once it is empty', () => {
    expect(pairedEdit(index, { mpn: 'HD', upc: 'x' }, 'mpn', 'H', true)).toEqual({ mpn: 'H', upc: 'x' });
    expect(pairedEdit(index, { mpn: 'H', upc: 'x' }, 'mpn', '', true)).toEqual(empty);
  });

  it('products without a UPC take no part', () => {
    expect(pairedEdit(index, empty, 'mpn', 'NO-UPC', false)).toEqual({ mpn: 'NO-UPC', upc: '' });
    expect(isPaired(index, { mpn: 'NO-UPC', upc: '' })).toBe(false);
  });

  it('suggests values that start with the typed text', () => {
    expect(suggestions(index, 'mpn', 'hd-4k')).toEqual(['HD-4K-SW41', 'HD-4K-SW42']);
    expect(suggestions(index, 'upc', '8500123456', 1)).toEqual(['850012345671']);
    expect(suggestions(index, 'mpn', '')).toEqual([]);
  });

  it('reads the pairs file, leaving out malformed entries', () => {
    expect(decodePairs([['A', '1'], ['B'], [2, '3'], ['C', 'x'.repeat(41)], ['D', '4']])).toEqual([
      ['A', '1'],
      ['D', '4'],
    ]);
    expect(() => decodePairs({ A: '1' })).toThrow();
  });
});
