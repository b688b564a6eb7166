import type { ListLine } from '../../api/lists.ts';
import { listCsvRows, listFileName, idInAddress, wantedOf } from './lists.ts';

const extender: ListLine = {
  sku: 'HD-EXT-4K',
  title: '4K HDMI Extender, "HDBaseT"',
  subtitle: '',
  image: '',
  qty: 3,
  stock: 12,
  price: 349.5,
};
const retired: ListLine = { ...extender, sku: 'OLD-1', title: 'No longer available', stock: null, price: null };

describe('saved list rules', () => {
  it('reads a list id from the address, refusing anything but a positive whole number', () => {
    expect(idInAddress('?id=7')).toBe(7);
    expect(idInAddress('?id=-1')).toBeUndefined();
    expect(idInAddress('?id=1.5')).toBeUndefined();
    expect(idInAddress('?id=abc')).toBeUndefined();
    expect(idInAddress('')).toBeUndefined();
  });

  it('wants the selected lines, or every line for Add all, with their list quantities', () => {
    expect(wantedOf([extender, retired], new Set(['OLD-1']), false)).toEqual([{ sku: 'OLD-1', qty: 3 }]);
    expect(wantedOf([extender, retired], new Set(), true)).toEqual([
      { sku: 'HD-EXT-4K', qty: 3 },
      { sku: 'OLD-1', qty: 3 },
    ]);
    expect(wantedOf([extender], new Set(), false)).toEqual([]);
  });

  it('exports the lines with prices to cents and blanks where the catalogue has none', () => {
    expect(listCsvRows([extender, retired])).toEqual([
      ['Sku', 'Title', 'Qty', 'Stock', 'My Price', 'Total'],
      ['HD-EXT-4K', '4K HDMI Extender, "HDBaseT"', '3', '12', '349.50', '1048.50'],
      ['OLD-1', 'No longer available', '3', '', '', ''],
    ]);
  });

  it('names the file after the list', () => {
    expect(listFileName('Classroom kit #2')).toBe('classroom-kit-2.csv');
    expect(listFileName('***')).toBe('list.csv');
  });
});
