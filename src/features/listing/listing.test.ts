import { describe, expect, it } from 'vitest';
import {
  facetOptions,
  type ListingItem,
  listingQuery,
  parseListingQuery,
  productCount,
  sortItems,
  viewOf,
} from './listing.ts';

const item = (sku: string, title: string, facets: ListingItem['facets'], releasedOn = ''): ListingItem => ({
  sku,
  title,
  facets,
  releasedOn,
});
const splitter14 = item(
  'SP-14',
  '1x4 HDMI Splitter, 4K60',
  { signal: ['HDMI'], outputs: ['4'], resolution: ['4K60'] },
  '2024-03-01',
);
const splitter12 = item(
  'SP-12',
  '1x2 HDMI Splitter, 4K30',
  { signal: ['HDMI'], outputs: ['2'], resolution: ['4K30'] },
  '2025-06-10',
);
const dp14 = item('DP-14', '1x4 DisplayPort Splitter, 8K60', {
  signal: ['DisplayPort'],
  outputs: ['4'],
  resolution: ['8K60'],
});
const items = [splitter14, splitter12, dp14];

describe('the URL query', () => {
  it('round-trips a state: facets in panel order, values sorted, sort and page', () => {
    const state = { selected: { outputs: ['4', '2'], signal: ['HDMI'] }, sort: 'name' as const, page: 2 };
    const query = listingQuery(state);
    expect(query).toBe('?signal=HDMI&outputs=2&outputs=4&sort=name&page=2');
    expect(parseListingQuery(query)).toEqual({
      selected: { signal: ['HDMI'], outputs: ['2', '4'] },
      sort: 'name',
      page: 2,
    });
  });
  it('is empty for the plain listing', () => {
    expect(listingQuery(parseListingQuery(''))).toBe('');
  });
  it('ignores unknown names, bad sorts and pages, oversized values and huge queries', () => {
    expect(parseListingQuery(`?colour=red&sort=cheapest&page=-3&signal=${'x'.repeat(500)}`)).toEqual({
      selected: {},
      sort: 'default',
      page: 1,
    });
    expect(parseListingQuery(`?signal=HDMI&${'a=b&'.repeat(10_000)}signal=SDI`).selected).toEqual({ signal: ['HDMI'] });
  });
});

describe('filtering', () => {
  it('ANDs across facets and ORs within one', () => {
    const state = { selected: { outputs: ['4'], signal: ['HDMI', 'DisplayPort'] }, sort: 'default' as const, page: 1 };
    expect(viewOf(items, state).matches.map((i) => i.sku)).toEqual(['SP-14', 'DP-14']);
    const both = { ...state, selected: { outputs: ['4'], signal: ['HDMI'] } };
    expect(viewOf(items, both).matches.map((i) => i.sku)).toEqual(['SP-14']);
  });
  it('counts what each value would list given the other facets', () => {
    const options = facetOptions(items, { signal: ['HDMI'] });
    const outputs = options.find((o) => o.key === 'outputs');
    expect(outputs?.values).toEqual([
      { value: '2', count: 1, checked: false },
      { value: '4', count: 1, checked: false },
    ]);
    // Within the chosen facet, counts ignore its own choice, so adding a value shows what it adds.
    const signal = options.find((o) => o.key === 'signal');
    expect(signal?.values).toEqual([
      { value: 'DisplayPort', count: 1, checked: false },
      { value: 'HDMI', count: 2, checked: true },
    ]);
  });
  it('offers only facets that tell products apart', () => {
    const sameSignal = [splitter14, splitter12];
    expect(facetOptions(sameSignal, {}).map((o) => o.key)).toEqual(['resolution', 'outputs']);
  });
  it('pages the matches ten to a page and clamps a page past the end', () => {
    const many = Array.from({ length: 23 }, (_, i) => item(`S${i}`, `Cable ${i}`, { length: ['1 m'] }));
    const view = viewOf(many, { selected: {}, sort: 'default', page: 9 });
    expect([view.page, view.pages, view.shown.length, view.matches.length]).toEqual([3, 3, 3, 23]);
    expect(productCount(view.matches.length)).toBe('23 products');
    expect(productCount(1)).toBe('1 product');
  });
});

describe('sorting', () => {
  it('by name in natural order, by newest, by the dealer price with unpriced last', () => {
    expect(sortItems(items, 'name').map((i) => i.sku)).toEqual(['SP-12', 'DP-14', 'SP-14']);
    expect(sortItems(items, 'newest').map((i) => i.sku)).toEqual(['SP-12', 'SP-14', 'DP-14']);
    const prices = new Map([
      ['DP-14', 120],
      ['SP-12', 80],
    ]);
    expect(sortItems(items, 'price', prices).map((i) => i.sku)).toEqual(['SP-12', 'DP-14', 'SP-14']);
  });
  it('keeps the catalogue order by default and without prices', () => {
    expect(sortItems(items, 'default')).toEqual(items);
    expect(sortItems(items, 'price')).toEqual(items);
  });
});
