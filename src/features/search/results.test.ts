import { describe, expect, it } from 'vitest';
import {
  asksForOrder,
  countText,
  noResultsText,
  pageFromSearch,
  resultsHeading,
  resultsPagePath,
  resultsTitle,
  resultsView,
} from './results.ts';

const hit = (sku: string) => ({ sku, title: sku, subtitle: '', image1: '' });

describe('search results page', () => {
  it('goes straight to the product when there is exactly one result', () => {
    expect(resultsView({ refSearchData: [hit('AV-1')], count: 1, pageSize: 20 })).toEqual({
      kind: 'redirect',
      sku: 'AV-1',
    });
  });

  it('says so when there is none, or no list at all', () => {
    const none = { kind: 'none', closest: [], categories: [] };
    expect(resultsView({ refSearchData: [], count: 0, pageSize: 20 })).toEqual(none);
    expect(resultsView({})).toEqual(none);
    expect(noResultsText('xyz')).toBe('Oops! No results found for xyz.');
  });

  it('offers the closest products and their subcategories when nothing matches', () => {
    const category = { name: '1x4 Splitters', parentTitle: 'Splitters', path: '/splitters/1x4-splitters' };
    const answer = { refSearchData: [], count: 0, pageSize: 20, refClosestProducts: [hit('A')] };
    expect(resultsView({ ...answer, refClosestCategories: [category] })).toEqual({
      kind: 'none',
      closest: [hit('A')],
      categories: [category],
    });
  });

  it('lists a page of results, even a last page holding one of many', () => {
    expect(resultsView({ refSearchData: [hit('A'), hit('B')], count: 42, pageSize: 20 })).toEqual({
      kind: 'list',
      results: [hit('A'), hit('B')],
      count: 42,
      pageSize: 20,
    });
    expect(resultsView({ refSearchData: [hit('Z')], count: 41, pageSize: 20 })).toMatchObject({ kind: 'list' });
  });

  it('names the term in the heading and the title', () => {
    expect(resultsHeading('hdmi')).toBe('Search results for "hdmi"');
    expect(resultsTitle('hdmi')).toBe('Search results for "hdmi" | AVConnect Pro');
  });

  it('counts the matches and the ones shown', () => {
    expect(countText(117, 1, 20)).toBe('117 results, 1–20 shown');
    expect(countText(117, 6, 20)).toBe('117 results, 101–117 shown');
  });

  it('reads and writes the page in the address', () => {
    expect(pageFromSearch('?page=3')).toBe(3);
    for (const search of ['', '?page=0', '?page=-1', '?page=abc', '?page=1e3', `?page=${'9'.repeat(30)}`]) {
      expect(pageFromSearch(search), search).toBe(1);
    }
    expect(resultsPagePath('hdmi cable', 1)).toBe('/search/hdmi%20cable');
    expect(resultsPagePath('hdmi', 2)).toBe('/search/hdmi?page=2');
  });

  it('starts filtering at once only for an address that asks for a filter or an order', () => {
    expect(asksForOrder('?length=2+m')).toBe(true);
    expect(asksForOrder('?sort=name&page=2')).toBe(true);
    for (const search of ['', '?page=2', '?term=hdmi']) expect(asksForOrder(search), search).toBe(false);
  });
});
