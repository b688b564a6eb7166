import { describe, expect, it } from 'vitest';
import { filterRows, matchesTerm, SEARCH_MAX_LENGTH } from './search.ts';

const rows = [
  { po: 'PO-Alpha-17', sku: 'HD-EXT-4K' },
  { po: null, sku: 'SDI-CNV-12' },
  { po: 'beta 9', sku: 'HD-SPL-8' },
];

describe('table search', () => {
  it('keeps rows whose fields contain the term, ignoring case and surrounding spaces', () => {
    expect(filterRows(rows, '  alpha ', (r) => [r.po])).toEqual([rows[0]]);
    expect(filterRows(rows, 'hd-', (r) => [r.po, r.sku])).toEqual([rows[0], rows[2]]);
  });

  it('shows every row for an empty term and none for a term nothing contains', () => {
    expect(filterRows(rows, '', (r) => [r.po])).toEqual(rows);
    expect(filterRows(rows, 'zzz', (r) => [r.po, r.sku])).toEqual([]);
  });

  it('skips missing fields and matches numbers as text', () => {
    expect(matchesTerm('sdi', [null, undefined, 'SDI-CNV-12'])).toBe(true);
    expect(matchesTerm('4100', [410_012])).toBe(true);
  });

  it('bounds the term it compares', () => {
    const long = 'a'.repeat(SEARCH_MAX_LENGTH + 50);
    expect(matchesTerm(long, ['a'.repeat(SEARCH_MAX_LENGTH)])).toBe(true);
  });
});
