import { describe, expect, it } from 'vitest';
import { noResultsText, resultsView } from './results.ts';

const hit = (sku: string) => ({ sku, title: sku, subtitle: '', image1: '' });

describe('search results page', () => {
  it('goes straight to the product when there is exactly one result', () => {
    expect(resultsView([hit('AV-1')])).toEqual({ kind: 'redirect', sku: 'AV-1' });
  });

  it('says so when there is none, or no list at all', () => {
    expect(resultsView([])).toEqual({ kind: 'none' });
    expect(resultsView(undefined)).toEqual({ kind: 'none' });
    expect(noResultsText('xyz')).toBe('Oops! No results found for xyz.');
  });

  it('lists several results', () => {
    expect(resultsView([hit('A'), hit('B')])).toEqual({ kind: 'list', results: [hit('A'), hit('B')] });
  });
});
