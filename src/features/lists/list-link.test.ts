import { listPath, savedText } from './list-link.ts';

describe('links to a saved list', () => {
  it('links the wishlist to its own page and other lists by id', () => {
    expect(listPath({ id: 3, wishlist: true })).toBe('/account/wishlist');
    expect(listPath({ id: 7, wishlist: false })).toBe('/account/list?id=7');
  });

  it('says how many lines a save put in the list', () => {
    expect(savedText(1)).toBe('Saved 1 line to');
    expect(savedText(3)).toBe('Saved 3 lines to');
  });
});
