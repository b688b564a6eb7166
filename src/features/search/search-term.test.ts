import { describe, expect, it } from 'vitest';
import { isSearchable, searchPath, termFromLocation } from './search-term.ts';

describe('search terms', () => {
  it('treats empty and blank terms as nothing to search', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('   ')).toBe(false);
    expect(isSearchable(' hdmi ')).toBe(true);
  });

  it('builds the results address from the trimmed term', () => {
    expect(searchPath(' hdmi cable ')).toBe('/search/hdmi%20cable');
    expect(searchPath('a/b?c')).toBe('/search/a%2Fb%3Fc');
  });

  it('reads the term from /search/{term} and from the plain form’s query', () => {
    expect(termFromLocation('/search/hdmi%20cable', '')).toBe('hdmi cable');
    expect(termFromLocation('/search/hdmi/', '')).toBe('hdmi');
    expect(termFromLocation('/search', '?term=+4k+')).toBe('4k');
    expect(termFromLocation('/search/', '')).toBe('');
    expect(termFromLocation('/search/%E0%A4%A', '')).toBe('%E0%A4%A');
  });
});
