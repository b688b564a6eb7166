import { describe, expect, it } from 'vitest';
import { pagePath, pageParam, pageSlots, paginate } from './pagination.ts';

describe('page addresses', () => {
  it('keeps page 1 at the list address and puts later pages under /page/N', () => {
    expect(pagePath('/cables', 1)).toBe('/cables');
    expect(pagePath('/cables', 2)).toBe('/cables/page/2');
    expect(pagePath('/cables/hdmi', 7)).toBe('/cables/hdmi/page/7');
    expect(pagePath('/', 3)).toBe('/page/3');
  });

  it('gives the route parameter of each page', () => {
    expect(pageParam(1)).toBeUndefined();
    expect(pageParam(4)).toBe('page/4');
  });
});

describe('page numbers shown', () => {
  it('shows every page up to five pages', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, last and the neighbours of the current page beyond five', () => {
    expect(pageSlots(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(pageSlots(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageSlots(12, 12)).toEqual([1, 'gap', 11, 12]);
  });

  it('never hides a single page behind an ellipsis', () => {
    expect(pageSlots(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageSlots(3, 8)).toEqual([1, 2, 3, 4, 'gap', 8]);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, i) => `p${i + 1}`);

  it('cuts a list into pages of the given size with links to neighbours', () => {
    const pages = paginate(items, 10, '/new');
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 3]);
    expect(pages[0]).toMatchObject({ number: 1, total: 3, path: '/new', prevPath: undefined, nextPath: '/new/page/2' });
    expect(pages[2]).toMatchObject({ number: 3, path: '/new/page/3', prevPath: '/new/page/2', nextPath: undefined });
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 10, '/sdi')).toEqual([
      { number: 1, total: 1, items: [], path: '/sdi', prevPath: undefined, nextPath: undefined },
    ]);
  });
});
