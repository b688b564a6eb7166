import { csvFormatRows, csvParseRows } from 'd3-dsv';
import { describe, expect, it } from 'vitest';
import type { ProductListRow } from '../../api/account.ts';
import { csvHeader, csvRows, csvText } from './product-list.ts';

const row = (over: Partial<ProductListRow>): ProductListRow => ({
  gname: 'HDMI Cables',
  Sku: 'AV-HD-2M',
  title: 'HDMI cable, 2 m',
  msrp: 29.9,
  dealer: 18.5,
  stockUS: 12,
  ASNUS: 40,
  stockEU: 3,
  ASNEU: 0,
  stockSZ: 0,
  ASNSZ: 5,
  ship: 7,
  status: 'In Stock',
  ...over,
});

describe('product list file', () => {
  it('has the header then one row per product, stock as stock / inbound and prices by account type', () => {
    const rows = csvRows([row({}), row({ Sku: 'AV-SDI-1', msrp: 100, dealer: undefined })], 'Dealer');
    expect(rows[0]).toEqual([...csvHeader]);
    expect(rows[1]).toEqual([
      'HDMI Cables',
      'AV-HD-2M',
      'HDMI cable, 2 m',
      '29.90',
      '18.50',
      '12 / 40',
      '3 / 0',
      '0 / 5',
      '7',
      'In Stock',
    ]);
    expect(rows[2]?.slice(3, 5)).toEqual(['100.00', '']);
    expect(rows).toHaveLength(3);
  });

  it('shows an international account its own list price and tier', () => {
    const [, first] = csvRows([row({ msrp: undefined, dealer: undefined, msrp2: 33, dealer2: 21 })], 'DealerInt');
    expect(first?.slice(3, 5)).toEqual(['33.00', '21.00']);
  });

  it('starts with a byte-order mark and survives commas, quotes and line breaks', () => {
    const tricky = row({ title: 'Cable, "pro" grade\nwith lock' });
    const text = csvText(csvRows([tricky], 'Dealer'), csvFormatRows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const parsed = csvParseRows(text.slice(1).trimEnd());
    expect(parsed[1]?.[2]).toBe('Cable, "pro" grade\nwith lock');
    expect(parsed).toHaveLength(2);
  });
});
